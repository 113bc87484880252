import { randomUUID } from 'node:crypto';
import { waitForMail } from './mailbox';
import { bearer, json, login, readyAdmin, uniqueEmail } from './identity';
import { api } from './stack';

/** Every success body is `{ data }`. */
export const dataOf = <T>(res: { body: Record<string, unknown> }): T => res.body.data as T;
/** Lists are pages: their items. */
export const itemsOf = <T>(res: { body: Record<string, unknown> }): T[] => (res.body.data as { items: T[] }).items;

export const put = (body: unknown, token: string): RequestInit => ({ ...json(body, token), method: 'PUT' });
export const patch = (body: unknown, token: string): RequestInit => ({ ...json(body, token), method: 'PATCH' });
export const del = (token: string, body?: unknown): RequestInit => (body === undefined ? bearer(token, { method: 'DELETE' }) : { ...json(body, token), method: 'DELETE' });

/** Someone signed in: their ids and access token. */
export interface Person {
  userId: number;
  companyId: number;
  email: string;
  token: string;
}

/** A company of its own: the administrator (role 1) who registered it, with the Default units' ids. */
export interface Company {
  admin: Person;
  departmentId: number;
  teamId: number;
  nationalityId: number;
  religionId: number;
}

/** Registers a company through the API (verified, terms accepted) and reads its Default units. */
export async function newCompany(tag: string): Promise<Company> {
  const a = await readyAdmin(tag);
  const token = a.session.access_token;
  const departments = itemsOf<{ id: number; is_default: boolean }>(await api('/api/departments?per_page=100', bearer(token)));
  const teams = itemsOf<{ id: number; kind: string }>(await api('/api/teams?per_page=100', bearer(token)));
  const nationalities = itemsOf<{ id: number }>(await api('/api/nationalities', bearer(token)));
  const religions = itemsOf<{ id: number }>(await api('/api/religions', bearer(token)));
  return {
    admin: { userId: a.userId, companyId: a.companyId, email: a.email, token },
    departmentId: departments.find((d) => d.is_default)?.id as number,
    teamId: teams.find((t) => t.kind === 'default')?.id as number,
    nationalityId: nationalities[0].id,
    religionId: religions[0].id,
  };
}

/** The add-user form for a person of the company (Default department and team unless told otherwise). */
export function userForm(company: Company, roleId: number, overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(`r${roleId}`),
    full_name: `Person ${randomUUID().slice(0, 6)}`,
    full_name_in_documents: 'Лице',
    job_position: 'Operator',
    job_position_in_documents: 'Оператор',
    birthday: '1990-04-12',
    phone: null,
    nationality_id: company.nationalityId,
    religion_id: company.religionId,
    country_code: 'MK',
    employment_start_date: '2024-01-15',
    employment_end_date: null,
    role_id: roleId,
    department_id: company.departmentId,
    team_id: company.teamId,
    ...overrides,
  };
}

/** The password addPerson sets through the invitation link. */
export const MEMBER_PASSWORD = 'Member1!pass';

/**
 * Adds a person through the administration API and signs them in the way they would: the invitation
 * e-mail's link sets the password, then login and the terms.
 */
export async function addPerson(company: Company, roleId: number, overrides: Record<string, unknown> = {}): Promise<Person & { fullName: string }> {
  const form = userForm(company, roleId, overrides);
  const created = await api('/api/users', json(form, company.admin.token));
  if (created.status !== 201) throw new Error(`add user answered ${created.status}: ${JSON.stringify(created.body)}`);
  const user = dataOf<{ id: number }>(created);
  const mail = await waitForMail(form.email, /./);
  const token = new URL(mail.links.find((l) => l.includes('token=')) as string).searchParams.get('token');
  const password = MEMBER_PASSWORD;
  const set = await api('/api/password/set-with-token', json({ token, password, password_confirmation: password }));
  if (set.status !== 200) throw new Error(`set password answered ${set.status}: ${JSON.stringify(set.body)}`);
  const session = await login(form.email, password);
  await api('/api/accept-privacy-policy', json({}, session.access_token));
  return { userId: user.id, companyId: company.admin.companyId, email: form.email, token: session.access_token, fullName: form.full_name };
}

/** Polls until `check` holds (events reach other services within moments). */
export async function eventually<T>(fn: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await fn();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    value = await fn();
  }
  return value;
}
