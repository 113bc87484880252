import { preparedStatement } from '@presently/database';
import { heldUserByQrSql, heldUserSql } from '../copies/copies.repository';
import { coveringStatement, USER_LOCK_CLASS } from './records.repository';

/*
 * The statements of the hot paths (a clocking call, a gate scan), prepared once per connection
 * (PresenceWritesRepository runs them as `EXECUTE`s with literals): parsing and planning them on
 * every call was about 0.2 ms of PostgreSQL's CPU per clock-in (docs/presence.md, "Planned once per
 * connection"). Each one's SQL is the one the non-batched reads use, with parameters.
 */

const RECORDS = `"presence"."presence_records"`;
const SCANS = `"presence"."device_scans"`;

/** The user's copy with the company's settings and their schedules dated from $2 to $3. */
export const HELD_USER = preparedStatement('presence_held_user', ['integer', 'date', 'date'], heldUserSql('$1', { from: '$2', to: '$3' }));

/** The user a QR code ($2) names in the company ($1), with the company's settings. */
export const HELD_USER_BY_QR = preparedStatement('presence_held_user_by_qr', ['integer', 'text'], heldUserByQrSql('$1', '$2'));

/** The lock on a user: every write to a user's records holds it. */
export const USER_LOCK = preparedStatement('presence_user_lock', ['integer'], `SELECT pg_advisory_xact_lock(${USER_LOCK_CLASS}, $1)`);

/** The user's open record (read after the lock is held). */
export const OPEN_RECORD = preparedStatement('presence_open_record', ['integer'], `SELECT * FROM ${RECORDS} WHERE "user_id" = $1 AND "ended_at" IS NULL`);

/** RecordsRepository.close of a clocked or scanned end: the first end is kept as registered. */
export const CLOSE_RECORD = preparedStatement(
  'presence_close_record',
  ['integer', 'timestamptz'],
  `UPDATE ${RECORDS} SET "ended_at" = $2, "registered_end" = COALESCE("registered_end", $2) WHERE "id" = $1 RETURNING *`,
);

const insertRegistered = (company: string, user: string, kind: string, start: string, source: string, device: string) =>
  `INSERT INTO ${RECORDS} ("company_id", "user_id", "kind", "started_at", "ended_at", "source", "device_id",
                           "registered_start", "registered_end", "reason", "updated_by", "updated_at")
   VALUES (${company}, ${user}, ${kind}, ${start}, NULL, ${source}, ${device}, ${start}, NULL, NULL, NULL, NULL) RETURNING *`;

/** RecordsRepository.insert of a clocked or scanned record (registered times set, no edit fields): company, user, kind, start, source, device. */
export const INSERT_REGISTERED = preparedStatement(
  'presence_insert_registered',
  ['integer', 'integer', 'text', 'timestamptz', 'text', 'integer'],
  insertRegistered('$1', '$2', '$3', '$4', '$5', '$6'),
);

/** The answer given before to a (device, scan id). */
export const EARLIER_SCAN = preparedStatement('presence_earlier_scan', ['integer', 'text'], `SELECT "result" FROM ${SCANS} WHERE "device_id" = $1 AND "scan_id" = $2`);

/** The record the user ($1) was on at an instant ($2) and the first one started after it, told apart by "which". */
export const COVERING_AND_NEXT = preparedStatement(
  'presence_covering_and_next',
  ['integer', 'timestamptz'],
  `(${coveringStatement('$1', '$2', `, 'covering' AS "which"`)})
   UNION ALL
   (SELECT *, 'next' AS "which" FROM ${RECORDS} WHERE "user_id" = $1 AND "started_at" > $2 ORDER BY "started_at", "id" LIMIT 1)`,
);

const SCAN_COLUMNS = `"company_id", "device_id", "gate_id", "scan_id", "user_id", "action", "at", "record_id", "result"`;

/**
 * DeviceScansRepository.claim and complete in one statement, for a scan that closed a record: the
 * scan row as complete; a scan id taken before fails it with the unique (device, scan id) constraint.
 * company, device, gate, scan id, user, action, at, record, result.
 */
export const INSERT_SCAN = preparedStatement(
  'presence_insert_scan',
  ['integer', 'integer', 'integer', 'text', 'integer', 'text', 'timestamptz', 'integer', 'jsonb'],
  `INSERT INTO ${SCANS} (${SCAN_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
);

/**
 * A scan that opened a record: the record (as INSERT_REGISTERED, source 'device', kind work, started
 * at $9) and the scan row naming it, in one statement; answers the record's id.
 * company, device, gate, scan id, user, action, at, result, start.
 */
export const INSERT_OPENED_BY_SCAN = preparedStatement(
  'presence_insert_opened_by_scan',
  ['integer', 'integer', 'integer', 'text', 'integer', 'text', 'timestamptz', 'jsonb', 'timestamptz'],
  `WITH "opened" AS (${insertRegistered('$1', '$5', `'work'`, '$9', `'device'`, '$2')}),
        "scanned" AS (INSERT INTO ${SCANS} (${SCAN_COLUMNS}) SELECT $1, $2, $3, $4, $5, $6, $7, "opened"."id", $8 FROM "opened")
   SELECT "id" FROM "opened"`,
);

/** Every statement of the hot paths, prepared together on a connection's first use. */
export const HOT_PATH_STATEMENTS = [HELD_USER, HELD_USER_BY_QR, USER_LOCK, OPEN_RECORD, CLOSE_RECORD, INSERT_REGISTERED, EARLIER_SCAN, COVERING_AND_NEXT, INSERT_SCAN, INSERT_OPENED_BY_SCAN];
