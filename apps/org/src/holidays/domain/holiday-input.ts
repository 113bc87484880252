import { HOLIDAY_TYPES, type HolidayNames, type HolidayType } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker, optionalId } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { isoDate } from '../../common/domain/fields';

export const HOLIDAY_ERRORS = {
  audienceRequired: 'nationality_or_religion_required',
  exists: 'holiday_exists',
  hasRestDays: 'holiday_has_rest_days',
} as const;

export const HOLIDAY_DESCRIPTION_MAX = 250;

export interface HolidayInput {
  date: string;
  description: string;
  type: HolidayType;
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

/** A holiday as stored: the form's fields and the official list's names (null when typed by an administrator). */
export interface StoredHoliday extends HolidayInput {
  names: HolidayNames | null;
}

/**
 * A holiday form (spec section 5: date, description and type are required; description at most 250
 * characters). A holiday is for all citizens (for_all, the default), or for exactly one nationality
 * or one religion: for_all false without one answers nationality_or_religion_required on for_all,
 * with both answers invalid_option on religion_id; with for_all the two are ignored.
 */
export function parseHolidayInput(payload: unknown): Parsed<HolidayInput> {
  const c = new FieldChecker(payload);
  const date = isoDate(c, 'date');
  const description = c.text('description', HOLIDAY_DESCRIPTION_MAX);
  const type = c.oneOf('type', HOLIDAY_TYPES);
  const forAll = c.optionalBoolean('for_all', true);
  let nationalityId: number | null = null;
  let religionId: number | null = null;
  if (!forAll) {
    nationalityId = optionalId(c, 'nationality_id') ?? null;
    religionId = optionalId(c, 'religion_id') ?? null;
    if (nationalityId === null && religionId === null && c.source.nationality_id == null && c.source.religion_id == null) {
      c.fail('for_all', HOLIDAY_ERRORS.audienceRequired);
    } else if (nationalityId !== null && religionId !== null) c.fail('religion_id', FIELD_ERRORS.invalidOption);
  }
  if (!c.ok) return { ok: false, errors: c.result };
  return {
    ok: true,
    value: {
      date: date as string,
      description: description as string,
      type: type as HolidayType,
      for_all: forAll,
      nationality_id: nationalityId,
      religion_id: religionId,
    },
  };
}
