import { nightWindows } from './classify';
import { intersect, minutesOf } from './intervals';
import { WORK_TYPES } from './type-ids';
import type { ClassifiedDay, Segment, UserRules } from './types';

/**
 * Night hours for payroll, counted independently of the type a minute got. The classification gives
 * each minute one type and overtime wins over night work (16:00–23:30 with a 22:00 window is 90 minutes
 * of 21 and none of 17), but payroll in North Macedonia and Bulgaria pays the night supplement on top
 * of the overtime one. So reports read the night part of every segment from here — the one place that
 * computes it — whatever its type and whatever the day's context (work on a holiday night is night work).
 */
export function nightOverlapMinutes(segment: Pick<Segment, 'start' | 'end'>, date: string, rules: UserRules): number {
  const piece = { start: segment.start.getTime(), end: segment.end.getTime() };
  return nightWindows(date, rules).reduce((sum, w) => {
    const part = intersect(piece, w);
    return part ? sum + minutesOf(part) : sum;
  }, 0);
}

/** The worked minutes of a classified day (every work type, overtime included) that fall in the night window. */
export function nightWorkMinutes(day: ClassifiedDay, rules: UserRules): number {
  if (!rules.nightWork) return 0;
  return day.segments.filter((s) => WORK_TYPES.has(s.typeId)).reduce((sum, s) => sum + nightOverlapMinutes(s, day.date, rules), 0);
}
