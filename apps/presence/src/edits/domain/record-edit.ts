import { PRESENCE_ERRORS, PRESENCE_KINDS, type PresenceKind } from '@presently/contracts';
import type { Parsed } from '@presently/domain';
import { checkId, FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { instant, instantOrNull, requiredText } from '../../common/domain/fields';

/** A little tolerance for clocks that disagree: an edit may not describe the future beyond it. */
const FUTURE_TOLERANCE_MS = 60_000;

export interface NewRecordEdit {
  userId: number;
  kind: PresenceKind;
  start: Date;
  end: Date | null;
  reason: string;
}

export interface RecordChange {
  id: number;
  kind?: PresenceKind;
  start?: Date;
  /** null reopens the record. */
  end?: Date | null;
  reason: string;
}

function checkTimes(c: FieldChecker, start: Date | undefined, end: Date | null | undefined, now: Date): void {
  if (start && start.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) c.fail('start', FIELD_ERRORS.invalidOption);
  if (end && end.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) c.fail('end', FIELD_ERRORS.invalidOption);
  if (start && end && end.getTime() <= start.getTime()) c.fail('end', PRESENCE_ERRORS.endBeforeStart);
}

/** RecordInput: user, kind, start, end (null or absent: still on), and the reason (required, ≤ 250). Times in the past. */
export function parseNewRecord(payload: unknown, now: Date): Parsed<NewRecordEdit> {
  const c = new FieldChecker(payload);
  const userId = checkId(c, 'user_id');
  const kind = c.oneOf('kind', PRESENCE_KINDS);
  const start = instant(c, 'start');
  const end = c.has('end') ? instantOrNull(c, 'end') : null;
  const reason = requiredText(c, 'reason');
  checkTimes(c, start, end, now);
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { userId: userId as number, kind: kind as PresenceKind, start: start as Date, end: end as Date | null, reason: reason as string } };
}

/** RecordUpdate with the record's id: kind, start and end when given (end null reopens), and the reason. */
export function parseRecordChange(payload: unknown): Parsed<RecordChange> {
  const c = new FieldChecker(payload);
  const id = checkId(c, 'id');
  // A form may send the fields it leaves alone as null: a null kind or start changes nothing.
  const kind = c.has('kind') && c.source.kind !== null ? c.oneOf('kind', PRESENCE_KINDS) : undefined;
  const start = c.has('start') && c.source.start !== null ? instant(c, 'start') : undefined;
  const end = 'end' in c.source ? instantOrNull(c, 'end') : undefined;
  const reason = requiredText(c, 'reason');
  if (!c.ok) return { ok: false, errors: c.result };
  const value: RecordChange = { id: id as number, reason: reason as string };
  if (kind !== undefined) value.kind = kind;
  if (start !== undefined) value.start = start;
  if (end !== undefined) value.end = end;
  return { ok: true, value };
}

export type EditedTimes = { kind: PresenceKind; start: Date; end: Date | null };

/**
 * The record's kind and times after a change: 'no_changes' when nothing differs, field keys when the
 * result is not a record (end not after start, times in the future).
 */
export function applyChange(current: EditedTimes, change: RecordChange, now: Date): Parsed<EditedTimes> | 'no_changes' {
  const next: EditedTimes = {
    kind: change.kind ?? current.kind,
    start: change.start ?? current.start,
    end: change.end === undefined ? current.end : change.end,
  };
  const endMs = (d: Date | null) => (d === null ? null : d.getTime());
  if (next.kind === current.kind && next.start.getTime() === current.start.getTime() && endMs(next.end) === endMs(current.end)) return 'no_changes';
  const c = new FieldChecker({});
  if (change.start && change.start.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) c.fail('start', FIELD_ERRORS.invalidOption);
  if (change.end && change.end.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) c.fail('end', FIELD_ERRORS.invalidOption);
  if (next.end && next.end.getTime() <= next.start.getTime()) c.fail(change.end !== undefined ? 'end' : 'start', PRESENCE_ERRORS.endBeforeStart);
  return c.ok ? { ok: true, value: next } : { ok: false, errors: c.result };
}

/** deleteRecord: the record's id and the reason. */
export function parseRecordDelete(payload: unknown): Parsed<{ id: number; reason: string }> {
  const c = new FieldChecker(payload);
  const id = checkId(c, 'id');
  const reason = requiredText(c, 'reason');
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { id: id as number, reason: reason as string } };
}
