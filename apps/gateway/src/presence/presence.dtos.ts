import {
  AssignScheduleRequest,
  CommentRequest,
  DayQuery,
  HistoryQuery,
  PersonalHistoryQuery,
  ReasonRequest,
  RecordInput,
  RecordUpdate,
  ScanImageQuery,
  ScheduleQuery,
  TeamFilter,
  TeamHistoryQuery,
  TeamWeekQuery,
  WeekQuery,
  YearQuery,
} from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

/*
 * The presence area's bodies and queries: each the contract schema presence parses too
 * (libs/contracts/src/presence), validated by the global pipe (422 `{ errors }` with the same keys)
 * and described in OpenAPI from it. The gateway checks the shape of what is sent; which fields a call
 * needs and the rules between them are presence's.
 */

/** GET my-presence-history: the spec's "optional query of non-empty filters", and the page. */
export class HistoryQueryDto extends contractDto(HistoryQuery) {}
/** POST my-personal-presence-history?date=&user_id= (whether the date may be left out is presence's rule). */
export class PersonalHistoryQueryDto extends contractDto(PersonalHistoryQuery) {}
export class DayQueryDto extends contractDto(DayQuery) {}
export class YearQueryDto extends contractDto(YearQuery) {}
export class WeekQueryDto extends contractDto(WeekQuery) {}
/** POST set-get-presence-comment: sets the day's comment when `comment` is sent, and answers it. */
export class CommentDto extends contractDto(CommentRequest) {}

export class TeamFilterQueryDto extends contractDto(TeamFilter) {}
export class TeamWeekQueryDto extends contractDto(TeamWeekQuery) {}
export class TeamHistoryQueryDto extends contractDto(TeamHistoryQuery) {}

/** A new record for a user in the caller's scope, with the reason for it. */
export class RecordInputDto extends contractDto(RecordInput) {}
/** New times or kind of a record; those left out stay. The reason is required. */
export class RecordUpdateDto extends contractDto(RecordUpdate) {}
export class ReasonDto extends contractDto(ReasonRequest) {}
export class ScanImageQueryDto extends contractDto(ScanImageQuery) {}

export class ScheduleQueryDto extends contractDto(ScheduleQuery) {}
/** Assigns a shift to users on dates; an entry already there for a user and date is replaced. */
export class AssignScheduleDto extends contractDto(AssignScheduleRequest) {}
