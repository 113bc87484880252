import { randomUUID } from 'node:crypto';
import type { CompanySettings, Lang, MessageMeta, UserDetails, UserInput } from '@presently/contracts';
import { defaultCompanySettings, ORG_ADMIN_RPC } from '@presently/contracts';
import { meta, type OrgHarness, uniqueEmail } from './org-harness';

/** A new company's settings, as the contract shows them. */
export const newCompanySettingsView = (lang: Lang): CompanySettings => defaultCompanySettings(lang);

/** The rows of a fresh company that forms refer to. */
export interface CompanyRefs {
  companyId: number;
  defaultDepartmentId: number;
  defaultTeamId: number;
  deactivatedTeamId: number;
  nationalityId: number;
  religionId: number;
}

export async function refsOf(org: OrgHarness, companyId: number): Promise<CompanyRefs> {
  const [row] = await org.sql<Omit<CompanyRefs, 'companyId'>>(
    `SELECT (SELECT id FROM org.departments WHERE company_id = $1 AND is_default) AS "defaultDepartmentId",
            (SELECT id FROM org.teams WHERE company_id = $1 AND kind = 'default') AS "defaultTeamId",
            (SELECT id FROM org.teams WHERE company_id = $1 AND kind = 'deactivated') AS "deactivatedTeamId",
            (SELECT min(id) FROM org.nationalities WHERE company_id = $1) AS "nationalityId",
            (SELECT min(id) FROM org.religions WHERE company_id = $1) AS "religionId"`,
    [companyId],
  );
  return { companyId, ...row };
}

/** A complete, valid add-user form for the company. */
export const userForm = (refs: CompanyRefs, overrides: Partial<UserInput> = {}): UserInput => ({
  email: uniqueEmail('person'),
  full_name: `Person ${randomUUID().slice(0, 6)}`,
  full_name_in_documents: 'Person In Documents',
  job_position: 'Operator',
  job_position_in_documents: 'Machine operator',
  birthday: '1990-05-17',
  phone: '+389 70 111 222',
  nationality_id: refs.nationalityId,
  religion_id: refs.religionId,
  country_code: 'MK',
  employment_start_date: '2024-03-01',
  employment_end_date: null,
  role_id: 4,
  department_id: refs.defaultDepartmentId,
  team_id: refs.defaultTeamId,
  user_color: '#00897b',
  ...overrides,
});

/** The administrator of a registered company as the acting user. */
export const actorOf = (r: { user_id: number; company_id: number }, roleId = 1): MessageMeta => meta({ userId: r.user_id, companyId: r.company_id, roleId });

export const createUser = (org: OrgHarness, admin: MessageMeta, form: UserInput): Promise<UserDetails> =>
  org.call<UserDetails>(ORG_ADMIN_RPC.createUser, form, admin);
