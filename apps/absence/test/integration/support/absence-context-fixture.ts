import type { AbsenceContext, AbsenceContextPerson } from '@presently/contracts';

/*
 * A deterministic org for absence's suites: what org would answer GET_ABSENCE_CONTEXT, derived from
 * the ids alone. The company id's four low bits are its "who approves absences" setting (1 team lead,
 * 2 department manager, 4 HR, 8 general manager); everyone is in team 1 of department 1, led by
 * LEAD and managed by MANAGER; HR are HR_A and HR_B; the general manager is GM.
 */
export const LEAD = 10;
export const MANAGER = 20;
export const HR_A = 30;
export const HR_B = 31;
export const GM = 40;
/** A user whose presence logging management disabled. */
export const NO_LOGGING = 50;
/** The holiday every fixture company has (for all citizens): Friday 1 May 2030. */
export const HOLIDAY = '2030-05-01';

const ROLES: Record<number, number> = { [LEAD]: 6, [MANAGER]: 7, [HR_A]: 3, [HR_B]: 3, [GM]: 2 };

const person = (id: number): AbsenceContextPerson => ({ user_id: id, full_name: `User ${id}`, email: `user${id}@absence.test`, lang: 'en', role_id: ROLES[id] ?? 4 });

/** `actorUserId`: someone filing for the user, answered as `actor` with the fixture's name for them (as org does). */
export function absenceContextFor(companyId: number, userId: number, actorUserId?: number): AbsenceContext {
  const bits = companyId % 16;
  return {
    user: {
      ...person(userId),
      team_id: 1,
      department_id: 1,
      nationality_id: 1,
      religion_id: 1,
      status: 'active',
      logging_disabled: userId === NO_LOGGING,
      led_team_ids: userId === LEAD ? [1] : [],
      managed_department_ids: userId === MANAGER ? [1] : [],
      team_member_count: 10,
    },
    company: {
      timezone: 'Europe/Skopje',
      country: 'MK',
      min_days_before_vacation: 3,
      disable_emails_general_manager: false,
      disable_emails_department_manager: true,
      disable_emails_chairman: false,
      approval_team_lead: (bits & 1) !== 0,
      approval_department_manager: (bits & 2) !== 0,
      approval_human_resources: (bits & 4) !== 0,
      approval_general_manager: (bits & 8) !== 0,
      past_vacation_roles: [],
      leads_schedule_own_rest_days: false,
      hr_absence_limit_date: '2031-12-31',
      team_coverage_max_percent: null,
      team_coverage_action: 'warn',
    },
    work_days: [1, 2, 3, 4, 5],
    holidays: [{ date: HOLIDAY, for_all: true, nationality_id: null, religion_id: null }],
    holders: { team_lead: person(LEAD), department_manager: person(MANAGER), human_resources: [person(HR_A), person(HR_B)], general_manager: person(GM) },
    ...(actorUserId === undefined ? {} : { actor: { user_id: actorUserId, full_name: person(actorUserId).full_name } }),
  };
}
