import { PRESENCE_KINDS, PRESENCE_TYPES, type PresenceKind, type PresenceSource } from '@presently/contracts';
import {
  DateField,
  DateListField,
  IdField,
  IdListField,
  InstantField,
  OptionField,
  QueryDate,
  QueryId,
  QueryIdList,
  QueryInt,
  QueryOption,
  QueryYear,
  ReasonText,
} from '../../validation/field.decorators';
import { PAGE_MAX, PER_PAGE_MAX } from '../../org-admin/dto/page-query.dto';
import type {
  AssignSchedulesRequest,
  CommentRequest,
  CreateRecordRequest,
  DayRequest,
  HistoryRequest,
  ListSchedulesRequest,
  PersonalHistoryRequest,
  ScanAction,
  ScanImageRequest,
  TeamFilter,
  TeamHistoryRequest,
  TeamWeekRequest,
  UpdateRecordRequest,
  WeekRequest,
  YearRequest,
} from '../presence.requests';

export const PRESENCE_SOURCES: readonly PresenceSource[] = ['web', 'device', 'edit', 'auto_stop'];
export const PRESENCE_TYPE_IDS: readonly number[] = PRESENCE_TYPES.map((t) => t.id);
/** ISO weeks: 52 or 53 a year (whether 53 exists in the year is presence's rule). */
export const WEEKNUM_MAX = 53;

/** GET my-presence-history: the spec's "optional query of non-empty filters", and the page. */
export class HistoryQueryDto implements HistoryRequest {
  @QueryInt(1, PAGE_MAX, 'Page, from 1') page?: number;
  @QueryInt(1, PER_PAGE_MAX, 'Rows per page (1–100, 20 when left out)') per_page?: number;
  @QueryDate('First day (yyyy-mm-dd, inclusive, company time zone)') from?: string;
  @QueryDate('Last day (inclusive)') to?: string;
  @QueryOption(PRESENCE_KINDS, 'Only records of this kind') kind?: PresenceKind;
  @QueryOption(PRESENCE_TYPE_IDS, 'Only records of this presence type (1–26)') presence_type_id?: number;
  @QueryOption(PRESENCE_SOURCES, 'How the records came: web, device, edit or auto_stop') source?: PresenceSource;
}

/** POST my-personal-presence-history?date=&user_id= (the date is required: presence says so). */
export class PersonalHistoryQueryDto implements PersonalHistoryRequest {
  @QueryDate('The day (yyyy-mm-dd)') date?: string;
  @QueryId('Another user in the caller’s scope (the caller when left out)') user_id?: number;
}

export class DayQueryDto implements DayRequest {
  @QueryDate('The day (yyyy-mm-dd; today in the company’s time zone when left out)') date?: string;
}

export class YearQueryDto implements YearRequest {
  @QueryYear('The year (the current one when left out)') year?: number;
}

export class WeekQueryDto implements WeekRequest {
  @QueryInt(1, WEEKNUM_MAX, 'ISO week number (the current week when left out)') weeknum?: number;
  @QueryYear('ISO week-numbering year (the current one when left out)') year?: number;
}

/** POST set-get-presence-comment: sets the day's comment when `comment` is sent, and answers it. */
export class CommentDto implements CommentRequest {
  @DateField({ required: true, example: '2026-11-23' }) date?: string | null;
  @ReasonText({ description: 'The comment (at most 250 characters); left out, the comment is only read', example: 'Left early: doctor' }) comment?: string | null;
}

export class TeamFilterQueryDto implements TeamFilter {
  @QueryId('Only users of this department') department_id?: number;
  @QueryId('Only users of this team') team_id?: number;
}

export class TeamWeekQueryDto extends WeekQueryDto implements TeamWeekRequest {
  @QueryId('Only users of this department') department_id?: number;
  @QueryId('Only users of this team') team_id?: number;
  @QueryIdList(1000, 'Only these users (comma-separated ids)') user_ids?: number[];
}

export class TeamHistoryQueryDto extends HistoryQueryDto implements TeamHistoryRequest {
  @QueryId('Only this user') user_id?: number;
  @QueryId('Only users of this department') department_id?: number;
  @QueryId('Only users of this team') team_id?: number;
}

/** A new record for a user in the caller's scope, with the reason for it. */
export class RecordInputDto implements CreateRecordRequest {
  @IdField({ required: true }) user_id?: number | null;
  @OptionField(PRESENCE_KINDS, { required: true, description: 'work, break, private_exit or field_work' }) kind?: PresenceKind | null;
  @InstantField({ required: true }) start?: string | null;
  @InstantField({ nullable: true, description: 'Null or left out: still open', example: '2026-11-23T16:02:00Z' }) end?: string | null;
  @ReasonText({ required: true, example: 'Forgot to clock in' }) reason?: string | null;
}

/** New times or kind of a record; those left out stay. The reason is required. */
export class RecordUpdateDto implements Omit<UpdateRecordRequest, 'id'> {
  @OptionField(PRESENCE_KINDS, { description: 'work, break, private_exit or field_work' }) kind?: PresenceKind | null;
  @InstantField() start?: string | null;
  @InstantField({ nullable: true, description: 'Null: open again' }) end?: string | null;
  @ReasonText({ required: true, example: 'Clocked out late' }) reason?: string | null;
}

export class ReasonDto {
  @ReasonText({ required: true, example: 'Duplicate record' }) reason?: string | null;
}

export const SCAN_ACTIONS: readonly ScanAction[] = ['clock-in', 'clock-out'];

export class ScanImageQueryDto implements Omit<ScanImageRequest, 'record_id'> {
  @QueryOption(SCAN_ACTIONS, 'The scan that opened the record (clock-in, the default) or closed it (clock-out)') action?: ScanAction;
}

export class ScheduleQueryDto implements ListSchedulesRequest {
  @QueryDate('First day (inclusive)') from?: string;
  @QueryDate('Last day (inclusive)') to?: string;
  @QueryId('Only this user') user_id?: number;
}

/** Assigns a shift to users on dates; an entry already there for a user and date is replaced. */
export class AssignScheduleDto implements AssignSchedulesRequest {
  @IdListField({ required: true, maxItems: 1000 }) user_ids?: number[] | null;
  @DateListField({ required: true, maxItems: 366 }) dates?: string[] | null;
  @IdField({ required: true, description: 'The shift (GET /api/shifts)' }) shift_id?: number | null;
}
