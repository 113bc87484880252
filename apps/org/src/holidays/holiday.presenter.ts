import type { Holiday as HolidayDto } from '@presently/contracts';
import type { HolidayInput } from './domain/holiday-input';
import type { Holiday } from './entities/holiday.entity';

export const toHolidayDto = (h: Holiday): HolidayDto => ({
  id: h.id,
  date: h.date,
  description: h.description,
  type: h.type,
  year: Number(h.date.slice(0, 4)),
  for_all: h.forAll,
  nationality_id: h.nationalityId,
  religion_id: h.religionId,
});

export const toHolidayInput = (h: Holiday): HolidayInput => ({
  date: h.date,
  description: h.description,
  type: h.type,
  for_all: h.forAll,
  nationality_id: h.nationalityId,
  religion_id: h.religionId,
});
