import { randomUUID } from 'node:crypto';
import { bearer, json } from './identity';
import { addPerson, dataOf, newCompany, put, type Company, type Person } from './people';
import { api } from './stack';

export type Member = Person & { fullName: string };

/**
 * A company whose absences go through the whole chain (team lead → department manager → HR →
 * general manager): a department (Ops) with its manager, a team (Alpha) in it with its lead, an HR
 * person, a general manager, and `employees` employees (role 5) of Alpha, each with vacation days.
 */
export interface ApprovalCompany {
  company: Company;
  departmentId: number;
  teamId: number;
  lead: Member;
  deplead: Member;
  hr: Member;
  gm: Member;
  employees: Member[];
}

const must = async (what: string, res: Promise<{ status: number; body: Record<string, unknown> }>, status = 201) => {
  const r = await res;
  if (r.status !== status) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r;
};

/** Vacation days for this year and next (spec section 3: a rule with a period of usage), as the administrator gives them. */
export async function giveVacationDays(company: Company, userId: number, days: number, year: number): Promise<{ id: number; days: number }> {
  const form = { name: `Annual leave ${year}`, valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31`, acquired_on: `${year}-01-01`, days };
  return dataOf(await must('vacation days', api(`/api/users/${userId}/vacation-days`, json(form, company.admin.token))));
}

export async function approvalCompany(tag: string, employees: number, vacationYear: number): Promise<ApprovalCompany> {
  const company = await newCompany(tag);
  const token = company.admin.token;

  // Every step of the chain on (they are by default; set anyway, so the test says what it relies on).
  const settings = dataOf<Record<string, unknown>>(await api('/api/settings', bearer(token)));
  const allSteps = { team_lead: true, department_manager: true, human_resources: true, general_manager: true };
  if (JSON.stringify(settings.approval_steps) !== JSON.stringify(allSteps) || settings.disable_emails_general_manager || settings.disable_emails_department_manager) {
    await must('settings', api('/api/settings', put({ ...settings, approval_steps: allSteps, disable_emails_general_manager: false, disable_emails_department_manager: false }, token)), 200);
  }

  const ops = dataOf<{ id: number }>(await must('department', api('/api/departments', json({ name: `Ops ${randomUUID().slice(0, 4)}`, manager_user_id: company.admin.userId }, token))));
  const [deplead, lead, hr, gm] = await Promise.all([
    addPerson(company, 7, { department_id: ops.id }),
    addPerson(company, 6, { department_id: ops.id }),
    addPerson(company, 3),
    addPerson(company, 2),
  ]);
  const staff = await Promise.all(Array.from({ length: employees }, () => addPerson(company, 5, { department_id: ops.id })));
  await must('department manager', api(`/api/departments/${ops.id}`, put({ manager_user_id: deplead.userId }, token)), 200);
  const alpha = dataOf<{ id: number }>(
    await must(
      'team',
      api('/api/teams', json({ name: `Alpha ${randomUUID().slice(0, 4)}`, department_id: ops.id, team_lead_user_id: lead.userId, member_ids: [lead.userId, ...staff.map((e) => e.userId)] }, token)),
    ),
  );
  const details = dataOf<Record<string, unknown>>(await api('/api/company-details', bearer(token)));
  await must('general manager', api('/api/company-details', put({ ...details, address: details.address || 'Partizanska 1', city: details.city || 'Skopje', country: details.country || 'MK', general_manager_user_id: gm.userId }, token)), 200);
  for (const e of staff) await giveVacationDays(company, e.userId, 20, vacationYear);
  return { company, departmentId: ops.id, teamId: alpha.id, lead, deplead, hr, gm, employees: staff };
}

const DAY_MS = 24 * 3600 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The Monday `weeks` weeks after this one, and the days of that week (yyyy-mm-dd). Far enough ahead
 * for the company's vacation notice (3 working days by default) whatever the time zone.
 */
export function weekAhead(weeks: number): { monday: string; day: (offset: number) => string } {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const mondayThisWeek = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const monday = mondayThisWeek + weeks * 7 * DAY_MS;
  return { monday: isoDay(monday), day: (offset: number) => isoDay(monday + offset * DAY_MS) };
}
