import type { ScheduleEntry } from '@presently/contracts';
import type { Schedule } from './entities/schedule.entity';

export const toScheduleEntry = (s: Schedule, fullName: string): ScheduleEntry => ({
  id: s.id,
  user_id: s.userId,
  full_name: fullName,
  date: s.date,
  shift_id: s.shiftId,
  shift_name: s.shiftName,
  shift_type: s.shiftType,
  start: s.startsAt.toISOString(),
  end: s.endsAt.toISOString(),
  total_minutes: s.totalMinutes,
});
