import { z } from 'zod';
import { FIELD_KEYS, MAX_INT, requiredOption } from '../common/fields';
import { rpcMessage } from '../common/message';
import { LANGS } from '../envelopes';
import { ROLES } from '../roles';
import { accountEmail } from './auth-fields';
import { passwordProblems } from './password-policy';

/** Accounts one provisioning call may carry. */
export const MAX_PROVISION_BATCH = 1000;

const ROLE_IDS: readonly number[] = ROLES.map((r) => r.id);

const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : key);

const rowId = () =>
  z
    .number({ error: requiredOr(FIELD_KEYS.option) })
    .int({ error: FIELD_KEYS.option })
    .min(1, { error: FIELD_KEYS.option })
    .max(MAX_INT, { error: FIELD_KEYS.option });

const flag = () => z.boolean({ error: FIELD_KEYS.option }).nullish();

/** One account to give an org user; its errors are named `accounts.<index>.<field>`. */
export const AccountToProvisionRequest = z.object({
  user_id: rowId(),
  company_id: rowId(),
  email: accountEmail(),
  role_id: rowId().refine((id) => ROLE_IDS.includes(id), { error: FIELD_KEYS.option }),
  lang: requiredOption(LANGS),
  /** A known password (demo seed), held to the policy; none for an invitation (the user sets one). */
  password: z
    .string({ error: FIELD_KEYS.option })
    .superRefine((password, ctx) => {
      for (const key of passwordProblems(password)) ctx.addIssue({ code: 'custom', message: key });
    })
    .nullish(),
  terms_accepted: flag(),
  email_verified: flag(),
});

/** Creates accounts for org users (demo seed); idempotent by user id and e-mail. */
export const ProvisionAccountsRequest = z.object({
  accounts: z
    .array(AccountToProvisionRequest, { error: FIELD_KEYS.required })
    .min(1, { error: FIELD_KEYS.required })
    .max(MAX_PROVISION_BATCH, { error: FIELD_KEYS.option }),
});
export type ProvisionAccountsRequest = z.input<typeof ProvisionAccountsRequest>;

export interface ProvisionedAccount {
  user_id: number;
  email: string;
  created: boolean;
}

export const PROVISION_ACCOUNTS = rpcMessage<{ accounts: ProvisionedAccount[] }>()('auth.accounts.provision', ProvisionAccountsRequest);
