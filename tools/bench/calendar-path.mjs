// The /calendar path of issue 12: one request answers a month of who is out for a whole company of
// 1,000 people (the resource view's single call). The people and their absences are written straight
// into the bench database (creating 1,000 accounts through the API would take minutes and measure
// nothing of the calendar); the measured path is GET /api/calendar through the gateway, absence and org.
import pg from 'pg';

const PEOPLE = 1000;

/** The month after this one (yyyy-mm-dd, first and last day): absences ahead, as a planner looks. */
export function benchMonth(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/**
 * Fills the bench company up to 1,000 active people (copies of one of its employees with their own
 * e-mail and QR code) and gives each two absences in the month: an approved vacation of three days
 * and, for every third person, a pending sick day. Answers the number of people and absences.
 */
export async function seedCalendarPeople({ databaseUrl, companyId, month, people = PEOPLE }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query('SELECT count(*)::int AS n, min(id) FILTER (WHERE role_id = 5) AS template FROM org.users WHERE company_id = $1', [companyId]);
    const missing = Math.max(0, people - rows[0].n);
    await client.query(
      `INSERT INTO org.users (company_id, email, full_name, full_name_in_documents, job_position, nationality_id, religion_id, country_code,
         employment_start_date, role_id, department_id, team_id, user_color, qr_code, status)
       SELECT u.company_id, 'calendar-bench-' || g || '-' || u.company_id || '@bench.example', 'Calendar Person ' || lpad(g::text, 4, '0'),
         u.full_name_in_documents, u.job_position, u.nationality_id, u.religion_id, u.country_code, u.employment_start_date, 5,
         u.department_id, u.team_id, u.user_color, 'calendar-bench-' || u.company_id || '-' || g, 'active'
       FROM org.users u, generate_series(1, $2::int) g WHERE u.id = $3 AND u.company_id = $1`,
      [companyId, missing, rows[0].template],
    );
    const inserted = await client.query(
      `INSERT INTO absence.absence_requests (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status, user_name, team_id, department_id)
       SELECT u.company_id, u.id, 1, $2::date + (u.id % 25), $2::date + (u.id % 25) + 2, 3, 'approved', u.full_name, u.team_id, u.department_id
       FROM org.users u WHERE u.company_id = $1 AND u.status = 'active'
       UNION ALL
       SELECT u.company_id, u.id, 3, $2::date + ((u.id * 7) % 27), $2::date + ((u.id * 7) % 27), 1, 'pending', u.full_name, u.team_id, u.department_id
       FROM org.users u WHERE u.company_id = $1 AND u.status = 'active' AND u.id % 3 = 0`,
      [companyId, month.from],
    );
    await client.query('COMMIT');
    const count = await client.query("SELECT count(*)::int AS n FROM org.users WHERE company_id = $1 AND status = 'active'", [companyId]);
    return { people: count.rows[0].n, absences: inserted.rowCount };
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    await client.end();
  }
}

/** autocannon options of the path: the administrator's company-wide month, every request the same view. */
export function calendarOptions(baseUrl, token, month, connections) {
  return {
    url: `${baseUrl}/api/calendar?from=${month.from}&to=${month.to}`,
    connections,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** One request first: the view must hold the 1,000 people, or the figure would measure something else. */
export async function calendarPreflight(baseUrl, token, month) {
  const res = await fetch(`${baseUrl}/api/calendar?from=${month.from}&to=${month.to}`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) return { problem: `GET /api/calendar answered ${res.status}: ${text.slice(0, 200)}` };
  const view = JSON.parse(text).data;
  return { people: view.people.length, absences: view.absences.length, bytes: Buffer.byteLength(text) };
}
