import { z } from 'zod';
import { intField, optionField, queryOption, queryYear } from '../common/fields';
import { rpcMessage } from '../common/message';
import { queryRequest } from '../common/request-fields';
import type { HolidayType } from './holidays';

/** The countries whose official holidays org knows (their labour law, docs/calendars.md). */
export const OFFICIAL_HOLIDAY_COUNTRIES = ['MK', 'BG'] as const;
export type OfficialHolidayCountry = (typeof OFFICIAL_HOLIDAY_COUNTRIES)[number];

/**
 * One official holiday as the law gives it, matched to the company: its audience is the company's own
 * nationality or religion (null ids with `audience_missing` when the company's lists have no such
 * entry: it cannot be saved until administration adds it). `saved`: the company already has a holiday
 * on that date for that audience.
 */
export interface OfficialHoliday {
  date: string;
  /** In the actor's language. */
  description: string;
  type: HolidayType;
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
  /** The catalogue's name of the religion or nationality, in the actor's language (null for all citizens). */
  audience_name: string | null;
  audience_missing: boolean;
  /** The holiday's own date when this is the working day it moved to from a weekend. */
  moved_from: string | null;
  saved: boolean;
}

/** GET /api/holidays/official?country=MK|BG&year=YYYY (both required). */
export const OfficialHolidaysQuery = queryRequest({
  country: queryOption(OFFICIAL_HOLIDAY_COUNTRIES).meta({ description: 'MK (North Macedonia) or BG (Bulgaria)' }),
  year: queryYear().meta({ description: 'The year', example: '2026' }),
});
export type OfficialHolidaysQuery = z.input<typeof OfficialHolidaysQuery>;

export const PREVIEW_OFFICIAL_HOLIDAYS = rpcMessage<{ items: OfficialHoliday[] }>()('org.holidays.official-preview', OfficialHolidaysQuery);

/** POST /api/holidays/official `{ country, year }`: saves what the preview shows (not duplicating). */
export const SaveOfficialHolidaysRequest = z.object({
  country: optionField(OFFICIAL_HOLIDAY_COUNTRIES).meta({ description: 'MK or BG', example: 'MK' }),
  year: intField().meta({ description: 'The year', example: 2026 }),
});
export type SaveOfficialHolidaysRequest = z.input<typeof SaveOfficialHolidaysRequest>;

export interface SaveOfficialHolidaysResult {
  country: OfficialHolidayCountry;
  year: number;
  /** Holidays added now (0 when saved again). */
  saved: number;
  /** Holidays already there. */
  existing: number;
  /** Holidays for a nationality or religion the company's lists do not have. */
  skipped: number;
}

export const SAVE_OFFICIAL_HOLIDAYS = rpcMessage<SaveOfficialHolidaysResult>()('org.holidays.official-save', SaveOfficialHolidaysRequest);
