import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  AUTH_RPC,
  LANGS,
  passwordProblems,
  ROLES,
  type AccountFlags,
  type ChangeLanguageRequest,
  type Lang,
  type MessageEnvelope,
  type ProvisionAccountsRequest,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { FIELD_ERRORS, FieldChecker, throwIfInvalid } from '@presently/validation';
import { AcceptTermsUseCase } from './usecases/accept-terms/accept-terms.usecase';
import { ChangeLanguageUseCase } from './usecases/change-language/change-language.usecase';
import { GetAccountFlagsUseCase } from './usecases/get-account-flags/get-account-flags.usecase';
import { ProvisionAccountsUseCase, type AccountToProvision, type ProvisionedAccount } from './usecases/provision-accounts/provision-accounts.usecase';

const ROLE_IDS = ROLES.map((r) => r.id) as number[];
/** Accounts one provisioning call may carry. */
const MAX_PROVISION_BATCH = 1000;

@Controller()
export class AccountsConsumer {
  constructor(
    private readonly provision: ProvisionAccountsUseCase,
    private readonly flags: GetAccountFlagsUseCase,
    private readonly acceptTermsUseCase: AcceptTermsUseCase,
    private readonly changeLanguageUseCase: ChangeLanguageUseCase,
  ) {}

  @MessagePattern(AUTH_RPC.provisionAccounts)
  provisionAccounts({ payload }: MessageEnvelope<ProvisionAccountsRequest>): Promise<{ accounts: ProvisionedAccount[] }> {
    const list = (payload as { accounts?: unknown } | null)?.accounts;
    const check = new FieldChecker(payload);
    if (!Array.isArray(list) || list.length === 0) check.fail('accounts', FIELD_ERRORS.required);
    else if (list.length > MAX_PROVISION_BATCH) check.fail('accounts', FIELD_ERRORS.invalidOption);
    throwIfInvalid(check);
    const items = (list as unknown[]).map((entry, i) => readAccount(entry, i, check));
    throwIfInvalid(check);
    return this.provision.execute(items as AccountToProvision[]);
  }

  @MessagePattern(AUTH_RPC.accountFlags)
  accountFlags({ meta }: MessageEnvelope<unknown>): Promise<AccountFlags> {
    return this.flags.execute(requireActor(meta).userId);
  }

  @MessagePattern(AUTH_RPC.acceptTerms)
  acceptTerms({ meta }: MessageEnvelope<unknown>): Promise<AccountFlags> {
    return this.acceptTermsUseCase.execute(requireActor(meta).userId);
  }

  @MessagePattern(AUTH_RPC.changeLanguage)
  changeLanguage({ meta, payload }: MessageEnvelope<ChangeLanguageRequest>): Promise<AccountFlags> {
    const actor = requireActor(meta);
    const check = new FieldChecker(payload);
    const lang = check.oneOf('user_lang', LANGS);
    throwIfInvalid(check);
    return this.changeLanguageUseCase.execute(actor.userId, lang as Lang);
  }
}

/** One account of a provisioning call; its errors are named `accounts.<index>.<field>`. */
function readAccount(entry: unknown, index: number, into: FieldChecker): AccountToProvision | undefined {
  const check = new FieldChecker(entry);
  const userId = check.positiveInt('user_id');
  const companyId = check.positiveInt('company_id');
  const email = check.email('email');
  const roleId = check.positiveInt('role_id');
  if (roleId !== undefined && !ROLE_IDS.includes(roleId)) check.fail('role_id', FIELD_ERRORS.invalidOption);
  const lang = check.oneOf('lang', LANGS);
  const password = check.optionalRaw('password');
  if (password !== undefined) {
    const problems = passwordProblems(password);
    if (problems.length) check.failAll({ password: problems });
  }
  const termsAccepted = check.optionalBoolean('terms_accepted', false);
  const emailVerified = check.optionalBoolean('email_verified', false);
  into.failAll(Object.fromEntries(Object.entries(check.result).map(([field, keys]) => [`accounts.${index}.${field}`, keys])));
  if (!check.ok) return undefined;
  return {
    userId: userId as number,
    companyId: companyId as number,
    email: email as string,
    roleId: roleId as number,
    lang: lang as Lang,
    password,
    termsAccepted,
    emailVerified,
  };
}
