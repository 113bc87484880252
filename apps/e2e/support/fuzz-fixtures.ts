import { randomUUID } from 'node:crypto';
import { bearer, json } from './identity';
import { addPerson, dataOf, eventually, itemsOf, newCompany, userForm, type Company, type Person } from './people';
import type { IdContext, Operation } from './fuzz-openapi';
import { api } from './stack';

// Company A with one of each resource the API has ids for, company B with people of several roles, and
// the reads that show A's state (so a probe from B that changed anything shows as a difference).

export interface Resources {
  /** A text every name, reason and e-mail of A's resources carries: B must never see it. */
  tag: string;
  employee: number;
  department: number;
  team: number;
  holiday: number;
  nationality: number;
  religion: number;
  gate: number;
  device: number;
  deviceKey: string;
  /** The employee's QR code, so that a scan's other fields are the only thing wrong with it. */
  qrCode: string;
  shift: number;
  entitlement: number;
  record: number;
  schedule: number;
  /** A pending absence of the employee's, a company calendar feed, a closed month, a report schedule and a finished export. */
  absence: number;
  calendarFeed: number;
  monthClosure: number;
  reportSchedule: number;
  reportExport: string;
}

async function created<T = { id: number }>(what: string, res: Promise<{ status: number; body: Record<string, unknown> }>): Promise<T> {
  const r = await res;
  if (r.status !== 200 && r.status !== 201 && r.status !== 202) throw new Error(`fuzz setup: ${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return dataOf<T>(r);
}

/** A presence record's day: in the past (records of the future are refused), a week back. */
export const RECORD_DAY = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

const post = (path: string, token: string, body: unknown) => api(path, json(body, token));

/** One of each resource in company A, every one named with the tag. */
export async function resourcesOf(a: Company): Promise<Resources> {
  const tag = `fz${randomUUID().slice(0, 8)}`;
  const t = a.admin.token;
  const employee = await created('user', post('/api/users', t, userForm(a, 5, { email: `${tag}@e2e.presently.test`, full_name: `Employee ${tag}` })));
  const [department, holiday, nationality, religion, gate, shift] = await Promise.all([
    created('department', post('/api/departments', t, { name: `Dept ${tag}`, manager_user_id: a.admin.userId })),
    created('holiday', post('/api/holidays', t, { date: '2031-05-05', description: `Holiday ${tag}`, type: 'public', for_all: true, nationality_id: null, religion_id: null })),
    created('nationality', post('/api/nationalities', t, { name: `Nat ${tag}` })),
    created('religion', post('/api/religions', t, { name: `Rel ${tag}` })),
    created('gate', post('/api/gates', t, { name: `Gate ${tag}`, active: true })),
    created('shift', post('/api/shifts', t, { name: `Shift ${tag}`, type: 'strict', start: '07:00', end: '15:00' })),
  ]);
  const [team, device, entitlement] = await Promise.all([
    created('team', post('/api/teams', t, { name: `Team ${tag}`, department_id: department.id, team_lead_user_id: a.admin.userId })),
    created<{ id: number; device_key: string }>('device', post(`/api/gates/${gate.id}/devices`, t, { name: `Device ${tag}` })),
    created('vacation days', post(`/api/users/${employee.id}/vacation-days`, t, { name: `Leave ${tag}`, valid_from: '2030-01-01', valid_to: '2030-12-31', acquired_on: '2030-01-01', days: 5 })),
  ]);
  // Presence learns of the new user by event: retry until it knows them.
  const recordRes = await eventually(
    () => post('/api/presence/records', t, { user_id: employee.id, kind: 'work', start: `${RECORD_DAY}T08:00:00Z`, end: `${RECORD_DAY}T16:00:00Z`, reason: `Record ${tag}` }),
    (r) => r.status === 201 || r.status === 422,
  );
  const record = await created('presence record', Promise.resolve(recordRes));
  const sheet = await created<Array<{ id: number; qr_code: string }>>('QR codes', api('/api/users/qr-codes', bearer(t)));
  const schedule = await created<Array<{ id: number }>>('schedule', post('/api/presence/schedules', t, { user_ids: [employee.id], dates: ['2030-03-11'], shift_id: shift.id }));
  // Absence learns of the user and the vacation days by event as well.
  const absenceRes = await eventually(
    () => post('/api/absences', t, { absence_type_id: 1, start_date: '2030-06-03', end_date: '2030-06-04', comment: `Leave ${tag}`, user_id: employee.id }),
    (r) => r.status === 201 || r.status === 422 || r.status === 400,
  );
  const [absence, calendarFeed, monthClosure, reportSchedule, reportExport] = await Promise.all([
    created('absence', Promise.resolve(absenceRes)),
    created('calendar feed', post('/api/calendar-feeds', t, { scope: 'company' })),
    created('month closure', post('/api/month-closures', t, { month: '2024-01', reason: `Closed ${tag}` })),
    created('report schedule', post('/api/report-schedules', t, {
      kind: 'presence',
      format: 'xlsx',
      filters: { period: 'last_month', user_id: employee.id },
      frequency: 'monthly',
      day_of_month: 1,
      time: '07:00',
      recipients: [{ email: `${tag}-report@e2e.presently.test`, lang: 'en' }],
    })),
    created<{ id: string }>('report export', post('/api/reports/presence/exports', t, { format: 'xlsx', filters: { from: RECORD_DAY, to: RECORD_DAY } })),
  ]);
  // A's state is read before and after B's probes: the export must have finished by then.
  await eventually(
    () => api(`/api/report-exports/${reportExport.id}`, bearer(t)),
    (r) => r.status === 200 && !['queued', 'running'].includes(dataOf<{ status: string }>(r).status),
    60_000,
  );
  return {
    tag,
    employee: employee.id,
    department: department.id,
    team: team.id,
    holiday: holiday.id,
    nationality: nationality.id,
    religion: religion.id,
    gate: gate.id,
    device: device.id,
    deviceKey: device.device_key,
    qrCode: sheet.find((u) => u.id === employee.id)?.qr_code ?? '',
    shift: shift.id,
    entitlement: entitlement.id,
    record: record.id,
    schedule: schedule[0].id,
    absence: absence.id,
    calendarFeed: calendarFeed.id,
    monthClosure: monthClosure.id,
    reportSchedule: reportSchedule.id,
    reportExport: reportExport.id,
  };
}

export const idContext = (c: Company, r?: Resources): IdContext => ({
  user: r?.employee ?? c.admin.userId,
  department: r?.department ?? c.departmentId,
  team: r?.team ?? c.teamId,
  nationality: r?.nationality ?? c.nationalityId,
  religion: r?.religion ?? c.religionId,
  shift: r?.shift,
  device: r?.device,
  // A login challenge is limited per id: a fresh one each time, so the fuzz spends no shared budget.
  fields: r ? { qr_code: () => r.qrCode, scan_id: () => randomUUID(), challenge_id: () => randomUUID() } : undefined,
});

/** Which of A's resources a path segment names: the segment before `{id}`, or the parameter's own name. */
const SEGMENT_RESOURCE: Record<string, keyof Resources> = {
  users: 'employee',
  departments: 'department',
  teams: 'team',
  holidays: 'holiday',
  nationalities: 'nationality',
  religions: 'religion',
  gates: 'gate',
  devices: 'device',
  shifts: 'shift',
  records: 'record',
  schedules: 'schedule',
  'vacation-days': 'entitlement',
  verify: 'employee',
  absences: 'absence',
  'calendar-feeds': 'calendarFeed',
  'month-closures': 'monthClosure',
  'report-schedules': 'reportSchedule',
  'report-exports': 'reportExport',
  // The administrators report's reviews name a presence record.
  reviews: 'record',
};

/** Path parameters that are not ids of a company's resources. */
const NOT_IDS: Record<string, string> = { service: 'auth', hash: 'abc', language: 'en' };

export function pathValues(r: Resources, discovered: Map<string, number>) {
  return (op: Operation, param: string): string | null => {
    if (NOT_IDS[param]) return NOT_IDS[param];
    // A report's kind, or a built-in document template's.
    if (param === 'kind') return op.path.startsWith('/api/document-templates') ? 'annual_leave' : 'presence';
    const segments = op.path.split('/');
    const at = segments.indexOf(`{${param}}`);
    const segment = segments[at - 1];
    const key = SEGMENT_RESOURCE[segment];
    if (key) return String(r[key]);
    const found = discovered.get(`${op.path}#${param}`);
    return found === undefined ? null : String(found);
  };
}

/**
 * For a path parameter the table above does not know (an operation added since), an id from A's own
 * list of that collection: `GET` of the path up to the parameter. The map's keys are `path#param`.
 */
export async function discoverIds(ops: Operation[], r: Resources, token: string): Promise<{ found: Map<string, number>; unknown: string[] }> {
  const found = new Map<string, number>();
  const unknown: string[] = [];
  const known = pathValues(r, found);
  for (const op of ops) {
    for (const p of op.pathParams) {
      if (known(op, p.name) !== null || found.has(`${op.path}#${p.name}`)) continue;
      const prefix = op.path.slice(0, op.path.indexOf(`{${p.name}}`) - 1).replace(/\{([^}]+)\}/g, (_, name: string) => known(op, name) ?? '1');
      const res = await api(`${prefix}?per_page=1`, bearer(token));
      const data = res.body.data as { items?: Array<{ id?: number }> } | Array<{ id?: number }> | undefined;
      const first = Array.isArray(data) ? data[0] : data?.items?.[0];
      if (res.status === 200 && typeof first?.id === 'number') found.set(`${op.path}#${p.name}`, first.id);
      else unknown.push(`${op.name} {${p.name}}`);
    }
  }
  return { found, unknown };
}

/** A's state as A reads it: every read of the resources B's probes aim at. */
export function stateReads(r: Resources): string[] {
  return [
    `/api/users/${r.employee}`,
    `/api/users/${r.employee}/work-settings`,
    `/api/users/${r.employee}/vacation-days`,
    '/api/users?per_page=100&status=active',
    '/api/users?per_page=100&status=blocked',
    '/api/users?per_page=100&status=deactivated',
    '/api/users/qr-codes',
    '/api/departments?per_page=100',
    '/api/teams?per_page=100',
    '/api/holidays?year=2031&per_page=100',
    '/api/nationalities?per_page=100',
    '/api/religions?per_page=100',
    '/api/gates?per_page=100',
    `/api/gates/${r.gate}/devices?per_page=100`,
    '/api/shifts?per_page=100',
    `/api/presence/history?user_id=${r.employee}&from=${RECORD_DAY}&to=${RECORD_DAY}&per_page=100`,
    `/api/presence/schedules?from=2030-03-01&to=2030-03-31&user_id=${r.employee}`,
    `/api/presence/records/${r.record}/audit`,
    `/api/absences/${r.absence}`,
    '/api/calendar-feeds',
    '/api/month-closures',
    `/api/report-schedules/${r.reportSchedule}`,
    `/api/report-exports/${r.reportExport}`,
    '/api/company-details',
    '/api/settings',
    '/api/work-rules',
  ];
}

export async function snapshot(reads: string[], token: string): Promise<Map<string, string>> {
  const entries = await Promise.all(reads.map(async (path) => [path, JSON.stringify((await api(path, bearer(token))).body)] as const));
  return new Map(entries);
}

/** Company B's people: the administrator and people of lower roles, each signed in. */
export async function foreignPeople(b: Company, roles: number[]): Promise<Array<Person & { roleId: number }>> {
  const people = await Promise.all(roles.filter((r) => r !== 1).map(async (roleId) => ({ ...(await addPerson(b, roleId)), roleId })));
  return [{ ...b.admin, roleId: 1 }, ...people];
}

export { itemsOf, newCompany, addPerson };
