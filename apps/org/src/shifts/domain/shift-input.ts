import { SHIFT_TYPES, type ShiftType } from '@presently/contracts';
import { FieldChecker, optionalId } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { ADMIN_ERRORS, hhMm } from '../../common/domain/fields';
import { unitName } from '../../common/domain/units';
import { spanMinutes } from '../../common/domain/time-of-day';

export interface ShiftInput {
  /** Absent: a new shift. */
  id: number | null;
  name: string;
  type: ShiftType;
  start: string;
  end: string;
}

/**
 * A shift form: name, type (strict, sliding, custom), start and end 'HH:mm'. An end before the start
 * is on the next day (22:00–06:00 is a night shift of 8 hours); an end equal to the start is refused
 * (start_equals_end), being either nothing or a whole day.
 */
export function parseShiftInput(payload: unknown): Parsed<ShiftInput> {
  const c = new FieldChecker(payload);
  const id = optionalId(c, 'id');
  const name = unitName(c);
  const type = c.oneOf('type', SHIFT_TYPES);
  const start = hhMm(c, 'start');
  const end = hhMm(c, 'end');
  if (start !== undefined && end !== undefined && start === end) c.fail('end', ADMIN_ERRORS.startEqualsEnd);
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { id: id ?? null, name: name as string, type: type as ShiftType, start: start as string, end: end as string } };
}

/** A shift's length in minutes, across midnight when it ends before it starts. */
export const shiftMinutes = (start: string, end: string): number => spanMinutes(start, end);
