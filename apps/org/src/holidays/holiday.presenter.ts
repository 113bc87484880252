import { type Holiday as HolidayDto, type HolidayWithNames, holidayName, type Lang } from '@presently/contracts';
import type { HolidayInput, StoredHoliday } from './domain/holiday-input';
import type { Holiday } from './entities/holiday.entity';

/** A holiday as a reader sees it: a built-in one named in their language, a typed one as typed. */
export const toHolidayDto = (h: Holiday, lang: Lang): HolidayDto => ({ ...storedDto(h), description: holidayName(h, lang) });

/** For the services that name it per reader themselves (their answers serve many readers). */
export const toHolidayWithNames = (h: Holiday): HolidayWithNames => ({ ...storedDto(h), names: h.names ?? null });

const storedDto = (h: Holiday): HolidayDto => ({
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

export const toStoredHoliday = (h: Holiday): StoredHoliday => ({ ...toHolidayInput(h), names: h.names ?? null });
