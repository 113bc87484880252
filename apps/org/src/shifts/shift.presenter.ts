import type { Shift as ShiftDto } from '@presently/contracts';
import { shiftMinutes } from './domain/shift-input';
import type { Shift } from './entities/shift.entity';

export const toShiftDto = (s: Pick<Shift, 'id' | 'name' | 'type' | 'startTime' | 'endTime'>): ShiftDto => ({
  id: s.id,
  name: s.name,
  type: s.type,
  start: s.startTime,
  end: s.endTime,
  total_minutes: shiftMinutes(s.startTime, s.endTime),
});
