import { Actions, Paths, PRESENCE_ACTIONS } from '@presently/contracts';
import type { RegisteredRoute } from '../../../src/access/route-registry';
import { concrete, type GatewayHarness, type TestSession } from './gateway-harness';

/**
 * What every route of the gateway is expected to declare, written independently of the registry: the
 * tests compare the two, then walk the role matrix and the malformed-body sweep over the registry.
 */

export const STRONG = 'Str0ng!Pass';

export const PUBLIC_ROUTES = [
  'GET /api/bot-check/challenge',
  // A calendar application reads a feed by its secret token; a live stream opens with a one-use ticket.
  'GET /api/calendar-feeds/:file',
  // A scheduled report too large to mail is read by the secret link its e-mail carried.
  'GET /api/report-files/:token',
  'GET /api/live/presence',
  'GET /api/email/verify/:id/:hash',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/services/:service',
  'POST /api/device/scans',
  'POST /api/email/resend',
  'POST /api/login',
  'POST /api/login/two-factor',
  'POST /api/login/two-factor/resend',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/password/set-with-token',
  'POST /api/register',
  'POST /api/token/refresh',
];

export const BEFORE_TERMS = ['GET /api/user-info', 'POST /api/accept-privacy-policy', 'POST /api/change-user-lang', 'POST /api/vue-logout'];

/** Member routes and the screen each serves (null: any member). */
export const MEMBER_SCREENS: Record<string, string | null> = {
  'GET /api/catalogues': null,
  'GET /api/users/:id/avatar': null,
  'GET /api/company-logo': null,
  'GET /api/profile': Paths.myProfile,
  'GET /api/profile-religions': Paths.myProfile,
  'GET /api/profile-nationalities': Paths.myProfile,
  'GET /api/profile-countries': Paths.myProfile,
  'POST /api/profile/updateUserPassword': Paths.myProfile,
  'POST /api/password/change': Paths.myProfile,
  'POST /api/avatar/upload': Paths.myProfile,
  'POST /api/submit-survey': Paths.myProfile,
  'GET /api/settings': Paths.settings,
  'PUT /api/settings': Paths.settings,
  'GET /api/company-details': Paths.companyDetails,
  'PUT /api/company-details': Paths.companyDetails,
  'POST /api/company-details/logo': Paths.companyDetails,
  'GET /api/users': Paths.users,
  'GET /api/users/qr-codes': Paths.users,
  'GET /api/users/:id': Paths.users,
  'POST /api/users': Paths.addUser,
  'PUT /api/users/:id': Paths.editUser,
  'POST /api/users/:id/status': Paths.users,
  'POST /api/users/:id/qr-code': Paths.users,
  'GET /api/users/:id/work-settings': Paths.users,
  'PUT /api/users/:id/work-settings': Paths.users,
  'GET /api/departments': Paths.departments,
  'POST /api/departments': Paths.departments,
  'PUT /api/departments/:id': Paths.departments,
  'DELETE /api/departments/:id': Paths.departments,
  'GET /api/teams': Paths.teams,
  'POST /api/teams': Actions.manageTeams,
  'PUT /api/teams/:id': Actions.manageTeams,
  'DELETE /api/teams/:id': Actions.manageTeams,
  'GET /api/holidays': Paths.holidays,
  'POST /api/holidays': Paths.holidays,
  'POST /api/holidays/copy-year': Paths.holidays,
  'PUT /api/holidays/:id': Paths.holidays,
  'DELETE /api/holidays/:id': Paths.holidays,
  // Closed months (issue 15 ★): the presence screen reads them to show closed days; HR and administrators close and reopen.
  'GET /api/month-closures': Paths.presence,
  'POST /api/month-closures': Paths.monthClosures,
  'DELETE /api/month-closures/:id': Paths.monthClosures,
  'GET /api/nationalities': Paths.nationalitiesReligions,
  'POST /api/nationalities': Paths.nationalitiesReligions,
  'PUT /api/nationalities/:id': Paths.nationalitiesReligions,
  'DELETE /api/nationalities/:id': Paths.nationalitiesReligions,
  'GET /api/religions': Paths.nationalitiesReligions,
  'POST /api/religions': Paths.nationalitiesReligions,
  'PUT /api/religions/:id': Paths.nationalitiesReligions,
  'DELETE /api/religions/:id': Paths.nationalitiesReligions,
  'GET /api/gates': Paths.gates,
  'POST /api/gates': Paths.gates,
  'PUT /api/gates/:id': Paths.gates,
  'DELETE /api/gates/:id': Paths.gates,
  'GET /api/gates/:id/devices': Paths.gates,
  'POST /api/gates/:id/devices': Paths.gates,
  'POST /api/devices/:id/revoke': Paths.gates,
  'GET /api/work-rules': Paths.workRules,
  'PUT /api/work-rules': Paths.workRules,
  // The work rules' list, and the assign dialog of /presence's schedule (its editors: roles 1, 2, 3, 6, 7, 8).
  'GET /api/shifts': Actions.readShifts,
  'POST /api/shifts': Paths.workRules,
  'PUT /api/shifts/:id': Paths.workRules,
  'DELETE /api/shifts/:id': Paths.workRules,
  // Vacation days per user (issue 5), with the edit-user screen.
  'GET /api/users/:id/vacation-days': Paths.editUser,
  'POST /api/users/:id/vacation-days': Paths.editUser,
  'PATCH /api/users/:id/vacation-days/:entitlementId': Paths.editUser,
  'DELETE /api/users/:id/vacation-days/:entitlementId': Paths.editUser,
  // Absences (issue 11): asking for days off is every employee's; deciding is the approvers'.
  'GET /api/absence-types': Paths.myAbsences,
  'GET /api/absence-preview': Paths.myAbsences,
  'POST /api/absences': Paths.myAbsences,
  'GET /api/my-absences': Paths.myAbsences,
  'GET /api/absences/:id': Paths.absenceDetails,
  'POST /api/absences/:id/cancel': Paths.myAbsences,
  'GET /api/absences/:id/files/:fileId': Paths.absenceDetails,
  'GET /api/my-vacation-days': Paths.myAbsences,
  'GET /api/absences': Paths.absenceRequests,
  'GET /api/absence-approvals': Paths.absenceRequests,
  'POST /api/absences/:id/approve': Paths.absenceRequests,
  'POST /api/absences/:id/decline': Paths.absenceRequests,
  'POST /api/absence-approvals/approve-all': Paths.absenceRequests,
  'POST /api/absence-approvals/decline-all': Paths.absenceRequests,
  'POST /api/absences/:id/files': Paths.myAbsences,
  'POST /api/absences/:id/end': Paths.absenceRequests,
  'GET /api/my-substitute': Paths.absenceRequests,
  'GET /api/absences/:id/team-coverage': Paths.absenceRequests,
  'PUT /api/my-substitute': Paths.absenceRequests,
  'GET /api/absence-approval-rules': Paths.settings,
  'PUT /api/absence-approval-rules/:typeId': Paths.settings,
  // Documents (issue 13): an absence's document (absence decides who sees it), templates and the register.
  'GET /api/absences/:id/document': Paths.absenceDetails,
  'GET /api/absences/:id/document/info': Paths.absenceDetails,
  'POST /api/absences/:id/document/regenerate': Paths.documentTemplates,
  'GET /api/document-templates': Paths.documentTemplates,
  'POST /api/document-templates': Paths.documentTemplates,
  'GET /api/document-templates/:id/file': Paths.documentTemplates,
  'GET /api/document-templates/built-in/:kind/:language/file': Paths.documentTemplates,
  'DELETE /api/document-templates/:id': Paths.documentTemplates,
  'GET /api/documents': Paths.documentTemplates,
  'GET /api/documents/export': Paths.documentTemplates,
  'GET /api/personal-day-allowances': Paths.settings,
  'PUT /api/personal-day-allowances': Paths.settings,
  'GET /api/absence-substitute-candidates': Paths.absenceRequests,
  // Calendars and feeds (issue 12): a feed is anyone's own; the dashboard's live ticket is the dashboard's.
  'GET /api/my-calendar': Paths.myCalendar,
  'GET /api/calendar': Paths.calendar,
  'GET /api/calendar-feeds': null,
  'POST /api/calendar-feeds': null,
  'DELETE /api/calendar-feeds/:id': null,
  'GET /api/dashboard': Paths.dashboard,
  'POST /api/live/tickets': Paths.dashboard,
  'GET /api/holidays/official': Paths.holidays,
  'POST /api/holidays/official': Paths.holidays,
  // Reports (issue 15): the route admits any member, the kind's own rule (REPORT_ACCESS) decides.
  'GET /api/reports/:kind': null,
  'POST /api/reports/:kind/exports': null,
  'GET /api/report-exports': null,
  'GET /api/report-exports/:id': null,
  'GET /api/report-exports/:id/file': null,
  'DELETE /api/report-exports/:id': null,
  // Reviewed marks of the administrators report: that report's screen rule.
  'PUT /api/reports/administrators/reviews/:record_id': Paths.administratorReports,
  'DELETE /api/reports/administrators/reviews/:record_id': Paths.administratorReports,
  // Scheduled reports: as reports, any member at the route; the kind's rule (a body's, or any report for the rest) decides.
  'GET /api/report-schedules': null,
  'POST /api/report-schedules': null,
  'GET /api/report-schedules/:id': null,
  'PUT /api/report-schedules/:id': null,
  'DELETE /api/report-schedules/:id': null,
  'GET /api/report-schedules/:id/runs': null,
  'POST /api/report-schedules/:id/runs': null,
  // Presence (issue 4): the catalogue, one's own presence (spec section 7), and the managers' screen.
  'GET /api/presence-types': null,
  ...Object.fromEntries(PRESENCE_ACTIONS.map((a) => [`POST /api/${a}`, Paths.myPresence])),
  'GET /api/my-presence-current-presence': Paths.myPresence,
  'GET /api/my-presence-history': Paths.myPresence,
  'POST /api/my-personal-presence-history': Paths.myPresence,
  'GET /api/my-presence-given-day-week': Paths.myPresence,
  'GET /api/my-presence-all-weeks': Paths.myPresence,
  'GET /api/my-presence-day-totals': Paths.myPresence,
  'GET /api/my-presence-current-week': Paths.myPresence,
  'GET /api/my-presence-weekly-dates': Paths.myPresence,
  'GET /api/my-presence-get-totals': Paths.myPresence,
  'GET /api/my-presence-week-totals': Paths.myPresence,
  'POST /api/set-get-presence-comment': Paths.myPresence,
  'GET /api/presence/today': Paths.presence,
  'GET /api/presence/week': Paths.presence,
  'GET /api/presence/history': Paths.presence,
  'POST /api/presence/records': Paths.presence,
  'PATCH /api/presence/records/:id': Paths.presence,
  'DELETE /api/presence/records/:id': Paths.presence,
  'GET /api/presence/records/:id/audit': Paths.presence,
  'GET /api/presence/records/:id/image': Paths.presence,
  'GET /api/presence/schedules': Paths.presence,
  'POST /api/presence/schedules': Paths.presence,
  'DELETE /api/presence/schedules/:id': Paths.presence,
};

const passwords = { password: STRONG, password_confirmation: STRONG };
const passwordChange = { old_password: 'Old!Pass1', ...passwords };

/** Valid bodies, so that a call the guards let through goes on to its service (which is down: 503). */
const SCHEDULE = {
  kind: 'presence',
  format: 'xlsx',
  filters: { period: 'last_month' },
  frequency: 'monthly',
  day_of_month: 1,
  time: '07:00',
  recipients: [{ email: 'hr@example.com', lang: 'en' }],
};

export const VALID_BODY: Record<string, object> = {
  'POST /api/report-schedules': SCHEDULE,
  'PUT /api/report-schedules/:id': SCHEDULE,
  'POST /api/reports/:kind/exports': { format: 'xlsx', filters: { from: '2026-10-01', to: '2026-10-31' } },
  'POST /api/calendar-feeds': { scope: 'me' },
  'POST /api/holidays/official': { country: 'MK', year: 2026 },
  'POST /api/change-user-lang': { user_lang: 'mk' },
  'POST /api/first-password-change': passwords,
  'POST /api/password/expired-change': passwordChange,
  'POST /api/password/change': passwordChange,
  'POST /api/profile/updateUserPassword': passwordChange,
  'POST /api/password/set-with-token': { token: 'invitation-token', ...passwords },
  'PUT /api/settings': { timezone: 'Europe/Skopje' },
  'POST /api/submit-survey': {
    first_answer: 'a',
    second_answer: 'b',
    third_answer: 'c',
    fourth_answer: 'd',
    fifth_answer: 'e',
    sixth_answer: 'yes',
    seventh_answer: 'no',
    eighth_answer: 'yes',
    ninth_answer: 'no',
  },
  'PUT /api/company-details': { name: 'Acme', city: 'Skopje', country: 'MK' },
  'POST /api/users': { email: 'new.user@acme.test', full_name: 'New User', role_id: 5 },
  'PUT /api/users/:id': { email: 'ana@acme.test', full_name: 'Ana Petrovska', role_id: 3, job_position: 'Accountant' },
  'POST /api/users/:id/status': { action: 'block' },
  'PUT /api/users/:id/work-settings': { working_hours: 7.5 },
  'POST /api/departments': { name: 'Sales', manager_user_id: 3 },
  'PUT /api/departments/:id': { name: 'Marketing' },
  'POST /api/teams': { name: 'Field sales', department_id: 2, team_lead_user_id: 4, member_ids: [4, 5] },
  'PUT /api/teams/:id': { member_ids: [] },
  'POST /api/holidays': { date: '2026-12-25', description: 'Christmas', type: 'religious' },
  'POST /api/holidays/copy-year': { year: 2026 },
  'PUT /api/holidays/:id': { date: '2026-12-25', description: 'Christmas Day', type: 'religious', for_all: true },
  'POST /api/nationalities': { name: 'Macedonian' },
  'PUT /api/nationalities/:id': { name: 'Bulgarian' },
  'POST /api/religions': { name: 'Orthodox' },
  'PUT /api/religions/:id': { name: 'Catholic' },
  'POST /api/gates': { name: 'Main entrance' },
  'PUT /api/gates/:id': { name: 'Main entrance', active: false },
  'POST /api/gates/:id/devices': { name: 'Door tablet' },
  'PUT /api/work-rules': { work_days: [1, 2, 3, 4, 5] },
  'POST /api/shifts': { name: 'Night', type: 'strict', start: '22:00', end: '06:00' },
  'PUT /api/shifts/:id': { name: 'Night', type: 'strict', start: '22:00', end: '07:00' },
  'POST /api/users/:id/vacation-days': { name: 'Annual leave 2026', valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-01-01', days: 21 },
  'PATCH /api/users/:id/vacation-days/:entitlementId': { days: 22.5 },
  'POST /api/absences': { absence_type_id: 3, start_date: '2030-06-03', end_date: '2030-06-04', comment: 'Flu' },
  'POST /api/absences/:id/decline': { reason: 'Release week' },
  'POST /api/absence-approvals/decline-all': { reason: 'Release week' },
  'POST /api/absences/:id/end': { end_date: '2030-06-04', reason: 'Back early' },
  'PUT /api/my-substitute': { substitute_user_id: 4, from: '2030-06-03', to: '2030-06-14' },
  'PUT /api/absence-approval-rules/:typeId': { steps: [{ step: 'human_resources', from_days: 0 }] },
  'PUT /api/personal-day-allowances': { allowances: [{ reason_id: 1, days: 5 }] },
  'POST /api/set-get-presence-comment': { date: '2026-11-23', comment: 'Left early: doctor' },
  'POST /api/presence/records': { user_id: 3, kind: 'work', start: '2026-11-23T07:00:00Z', end: '2026-11-23T15:00:00Z', reason: 'Forgot to clock in' },
  'PATCH /api/presence/records/:id': { end: '2026-11-23T16:00:00+01:00', reason: 'Stayed late' },
  'DELETE /api/presence/records/:id': { reason: 'Duplicate record' },
  'POST /api/month-closures': { month: '2026-10' },
  'POST /api/presence/schedules': { user_ids: [3, 4], dates: ['2026-11-23', '2026-11-24'], shift_id: 2 },
};

/** Multipart routes and their file field. */
export const UPLOADS: Record<string, string> = {
  'POST /api/avatar/upload': 'avatar',
  'POST /api/company-details/logo': 'logo',
  'POST /api/absences/:id/files': 'files',
  'POST /api/document-templates': 'file',
};

/** The administration routes (organisation data, served by org). */
export const ADMIN_ROUTES = Object.keys(MEMBER_SCREENS).filter((r) => ![null, Paths.myProfile, Paths.settings].includes(MEMBER_SCREENS[r] as never));

/**
 * Routes that take no body, or where an empty object goes on to the service: the administration API
 * leaves to org whether a form may do without a field, and PUT /api/settings is partial.
 */
export const EMPTY_BODY_OK = new Set([
  'DELETE /api/calendar-feeds/:id',
  'DELETE /api/report-exports/:id',
  'DELETE /api/report-schedules/:id',
  'POST /api/report-schedules/:id/runs',
  'POST /api/accept-privacy-policy',
  'POST /api/vue-logout',
  'PUT /api/settings',
  ...ADMIN_ROUTES.filter((r) => !r.startsWith('GET ') && !UPLOADS[r]),
]);

export const routeName = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Routes whose valid call needs a particular path value or query (a report kind, a period). */
const VALID_PATH: Record<string, string> = {
  'GET /api/reports/:kind': '/api/reports/presence?from=2026-10-01&to=2026-10-31',
  'POST /api/reports/:kind/exports': '/api/reports/presence/exports',
  'GET /api/my-calendar': '/api/my-calendar?from=2026-10-01&to=2026-10-31',
  'GET /api/calendar': '/api/calendar?from=2026-10-01&to=2026-10-31',
  'GET /api/holidays/official': '/api/holidays/official?country=MK&year=2026',
  // Export ids are UUIDs: another shape is a 404 at the gateway, before the service.
  'GET /api/report-exports/:id': '/api/report-exports/00000000-0000-4000-8000-000000000001',
  'GET /api/report-exports/:id/file': '/api/report-exports/00000000-0000-4000-8000-000000000001/file',
  'DELETE /api/report-exports/:id': '/api/report-exports/00000000-0000-4000-8000-000000000001',
  'GET /api/report-schedules/:id': '/api/report-schedules/00000000-0000-4000-8000-000000000001',
  'PUT /api/report-schedules/:id': '/api/report-schedules/00000000-0000-4000-8000-000000000001',
  'DELETE /api/report-schedules/:id': '/api/report-schedules/00000000-0000-4000-8000-000000000001',
  'GET /api/report-schedules/:id/runs': '/api/report-schedules/00000000-0000-4000-8000-000000000001/runs',
  'POST /api/report-schedules/:id/runs': '/api/report-schedules/00000000-0000-4000-8000-000000000001/runs',
  'GET /api/report-files/:token': '/api/report-files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'PUT /api/reports/administrators/reviews/:record_id': '/api/reports/administrators/reviews/41',
  'DELETE /api/reports/administrators/reviews/:record_id': '/api/reports/administrators/reviews/41',
};

/**
 * Report routes: the presence report's own rule (REPORT_ACCESS) decides, after the route's. Scheduled
 * reports: the valid body's kind is presence, and the other routes need a role with any report, which
 * are the presence report's roles.
 */
export const PRESENCE_REPORT_ROUTES = new Set([
  'GET /api/reports/:kind',
  'POST /api/reports/:kind/exports',
  'GET /api/report-schedules',
  'POST /api/report-schedules',
  'GET /api/report-schedules/:id',
  'PUT /api/report-schedules/:id',
  'DELETE /api/report-schedules/:id',
  'GET /api/report-schedules/:id/runs',
  'POST /api/report-schedules/:id/runs',
]);

/** A request for `METHOD /path` (parameters filled in), with the session's token when given. */
export function requestFor(gw: GatewayHarness, route: string, session?: TestSession | string) {
  const [method, path] = route.split(' ');
  let req = gw.http()[method.toLowerCase() as Method](VALID_PATH[route] ?? concrete(path));
  if (session) req = req.set('Authorization', `Bearer ${typeof session === 'string' ? session : session.token}`);
  return req;
}

/** The route called as a client that means well: a valid body, or a small file for an upload. */
export function validCall(gw: GatewayHarness, route: string, session?: TestSession | string) {
  const req = requestFor(gw, route, session);
  if (UPLOADS[route]) return req.attach(UPLOADS[route], Buffer.from('\x89PNG\r\n\x1a\n-tiny'), 'image.png');
  if (route.startsWith('GET ') || route.startsWith('DELETE ')) return req;
  return req.send(VALID_BODY[route] ?? {});
}
