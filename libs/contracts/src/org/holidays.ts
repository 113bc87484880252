import { z } from 'zod';
import { booleanField, dateField, idField, intField, optionField, queryBoolean, queryOption, queryYear, textField } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { type Page, pageQueryFields } from '../common/page';
import { queryRequest, rowId } from '../common/request-fields';
import type { Lang } from '../envelopes';

export const HOLIDAY_TYPES = ['public', 'ethnic', 'religious'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export interface Holiday {
  id: number;
  date: string;
  /** In the reader's language for a holiday of the official list (see `HolidayNames`); any other as typed. */
  description: string;
  type: HolidayType;
  year: number;
  /** For all citizens, or only for a nationality or religion. */
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

/**
 * A holiday of the official list keeps the law's names in every language (org's
 * domain/official-holidays), so each reader sees it in their own; an administrator who retypes the
 * description drops them, and their text then stands, as typed, for everyone.
 */
export type HolidayNames = Record<Lang, string>;

/**
 * A holiday as org gives it to the services that show it to many readers (presence, absence's
 * calendars): the stored description and the built-in names, so each reader's language is chosen
 * where the answer is read (and an answer kept for a while serves every reader).
 */
export interface HolidayWithNames extends Holiday {
  /** The description as stored (the language of whoever saved it). */
  description: string;
  names: HolidayNames | null;
}

/** How a holiday reads in `lang`: a built-in one in that language, any other (or without a reader) as stored. */
export function holidayName(h: { description: string; names?: HolidayNames | null }, lang: Lang | null | undefined): string {
  return (lang && h.names?.[lang]) || h.description;
}

/** A page of a year's holidays (org's current year in the company's time zone when left out), by type. */
export const ListHolidaysRequest = queryRequest({
  ...pageQueryFields,
  year: queryYear().meta({ description: 'The year (the current one when left out)' }),
  type: queryOption(HOLIDAY_TYPES),
});
export type ListHolidaysRequest = z.input<typeof ListHolidaysRequest>;

export const LIST_HOLIDAYS = rpcMessage<Page<Holiday>>()('org.holidays.list', ListHolidaysRequest);

/**
 * A holiday, sent whole (to add one and to change one); `year` follows from `date`. For a nationality
 * or religion, for_all is false and one of the two is named (org's rule, as are the required fields).
 */
export const HolidayForm = z.object({
  date: dateField(),
  description: textField().meta({ example: 'Christmas (Orthodox)' }),
  type: optionField(HOLIDAY_TYPES).meta({ description: 'public (official), ethnic or religious' }),
  for_all: booleanField().meta({ description: 'For all citizens (org’s default: true)' }),
  nationality_id: idField(),
  religion_id: idField(),
});
export type HolidayForm = z.input<typeof HolidayForm>;

export const CREATE_HOLIDAY = rpcMessage<Holiday>()('org.holidays.create', HolidayForm);

/** `{ holiday_id }`: a holiday of the actor's company. */
export const HolidayRequest = z.object({ holiday_id: rowId() });
export type HolidayRequest = z.input<typeof HolidayRequest>;

export const UpdateHolidayRequest = HolidayForm.extend(HolidayRequest.shape);
export type UpdateHolidayRequest = z.input<typeof UpdateHolidayRequest>;

export const UPDATE_HOLIDAY = rpcMessage<Holiday>()('org.holidays.update', UpdateHolidayRequest);

/** DELETE /api/holidays/{id}?confirm=true: delete even when users have rest days on the date. */
export const DeleteHolidayQuery = z.object({ confirm: queryBoolean().default(false).meta({ description: 'true: delete even when users have rest days on the date' }) });

/** Without confirm, org refuses (409 holiday_has_rest_days) to delete a holiday on which users have rest days. */
export const DeleteHolidayRequest = HolidayRequest.extend({ confirm: z.boolean({ error: 'invalid_option' }).optional() });
export type DeleteHolidayRequest = z.input<typeof DeleteHolidayRequest>;

export const DELETE_HOLIDAY = rpcMessage<{ deleted: true }>()('org.holidays.delete', DeleteHolidayRequest);

/** Copies the holidays of `year` into the year after it (which years may be copied is org's rule). */
export const CopyHolidaysRequest = z.object({
  year: intField().meta({ description: 'The year whose holidays are copied into the next year', example: 2026 }),
});
export type CopyHolidaysRequest = z.input<typeof CopyHolidaysRequest>;

export interface CopyHolidaysResult {
  from_year: number;
  to_year: number;
  copied: number;
}

export const COPY_HOLIDAYS = rpcMessage<CopyHolidaysResult>()('org.holidays.copy-year', CopyHolidaysRequest);

/**
 * Published when a company's holidays change (one added, changed, deleted, or a year copied), so
 * services that count working days (absence's requested days) recount the periods touching `dates`:
 * every date whose holiday appeared or disappeared (an update names the old date and the new one).
 */
export interface HolidayChangedEvent {
  company_id: number;
  change: 'created' | 'updated' | 'deleted' | 'copied';
  dates: string[];
}

export const HOLIDAY_CHANGED = eventMessage<HolidayChangedEvent>()('org.holiday.changed.v1');
