import { z } from 'zod';
import { dateListField, FIELD_KEYS, isCalendarDate, queryDate, queryId, queryInt, queryNumberOption, queryOption, queryYear, requiredText, requiredDate, requiredId } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { queryRequest } from '../common/request-fields';
import { ABSENCE_TYPES, PERSONAL_DAY_REASONS } from './absence-types';

/*
 * Absence requests (issue 11): the HTTP API's bodies and queries, the RPC patterns absence answers,
 * and the events it publishes. The actor travels in the message meta; "my" calls are the actor's own.
 */

/** Where a request is: pending its chain; approved; declined; cancelled by the requester; or approved with a cancellation waiting for the last approver. */
export const ABSENCE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled', 'cancellation_pending'] as const;
export type AbsenceRequestStatus = (typeof ABSENCE_REQUEST_STATUSES)[number];

/** The approval chain's steps, in order (spec section 4). */
export const APPROVAL_STEPS = ['team_lead', 'department_manager', 'human_resources', 'general_manager'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

/** Error keys of absences (spec section 8, "Absence and work"); the web translates them in en, mk and bg. */
export const ABSENCE_ERRORS = {
  noVacationRightYet: 'no_vacation_right_yet',
  noVacationRightInPeriod: 'no_vacation_right_in_period',
  cannotTakeVacationInPeriod: 'cannot_take_vacation_in_period',
  daysExceedAnnualLimit: 'days_exceed_annual_limit',
  overlappingPersonalDays: 'overlapping_personal_days',
  overlappingAbsence: 'overlapping_absence',
  overlappingPeriodOrSwitchDay: 'overlapping_period_or_switch_day',
  vacationNeedsNotice: 'vacation_needs_working_days_notice',
  selectAtLeastOneDay: 'select_at_least_one_day',
  datesMustBePresentOrFuture: 'dates_must_be_present_or_future',
  maxTwoRestDays: 'max_two_rest_days',
  selectOneDayToSwitch: 'select_one_day_to_switch',
  noOwnRestDays: 'not_permitted_to_schedule_own_rest_days',
  hrLimit: 'hr_limit_on_later_absence',
  loggingDisabled: 'presence_logging_disabled',
  reasonRequired: 'personal_day_reason_required',
  personalDayAllowanceExceeded: 'personal_day_allowance_exceeded',
  halfDayNotAllowed: 'half_day_not_allowed',
  noWorkingDays: 'no_working_days_in_period',
  notPending: 'absence_not_pending',
  notYourStep: 'no_permission',
  alreadyStarted: 'absence_already_started',
  declineReasonRequired: 'field_required',
  fileRequired: 'file_required',
  fileFormat: 'file_format_pdf_jpg',
  pdfTooLarge: 'file_too_large_1mb',
  jpgTooLarge: 'file_too_large_10mb',
  tooManyFiles: 'max_5_files',
} as const;

const TYPE_IDS = ABSENCE_TYPES.map((t) => t.id) as number[];
const REASON_IDS = PERSONAL_DAY_REASONS.map((r) => r.id) as number[];
const O = FIELD_KEYS.option;

const optionalDate = () => z.string({ error: FIELD_KEYS.date }).refine(isCalendarDate, { error: FIELD_KEYS.date }).nullish();

const typeId = () =>
  z
    .number({ error: (i) => (i.input === undefined || i.input === null ? FIELD_KEYS.required : O) })
    .refine((n) => TYPE_IDS.includes(n), { error: O });

/**
 * POST /api/absences (JSON, or multipart whose fields carry the same names; numbers and booleans may
 * then arrive as text, which the gateway turns into numbers and booleans before this schema).
 * `dates` are the rest days (type 11); `switch_date` the day worked instead (type 7); `user_id` an
 * employee HR or an administrator requests for.
 */
export const CreateAbsenceRequest = z.object({
  absence_type_id: typeId(),
  start_date: requiredDate(),
  end_date: requiredDate(),
  half_day: z.boolean({ error: O }).nullish(),
  personal_day_reason_id: z.number({ error: O }).refine((n) => REASON_IDS.includes(n), { error: O }).nullish(),
  switch_date: optionalDate(),
  dates: dateListField(31),
  comment: requiredText({ max: 250, trim: true }),
  user_id: requiredId().nullish(),
});
export type CreateAbsenceRequest = z.infer<typeof CreateAbsenceRequest>;
export type CreateAbsenceInput = z.input<typeof CreateAbsenceRequest>;

/** An attachment as absence receives it: stored by documents first, named here by its id. */
export interface AbsenceFileRef {
  file_id: number;
  name: string;
  mime: 'application/pdf' | 'image/jpeg';
  size: number;
}

/** What the gateway sends absence for a new request: the body and the files already stored. */
export interface CreateAbsencePayload extends CreateAbsenceInput {
  files?: AbsenceFileRef[];
}

/** GET /api/absence-preview?…: the requested working days and what would be left, before sending. */
export const PreviewAbsenceQuery = queryRequest({
  absence_type_id: queryNumberOption(TYPE_IDS),
  start_date: queryDate(),
  end_date: queryDate(),
  half_day: queryOption(['true', 'false']),
  user_id: queryId(),
});
export type PreviewAbsenceQuery = z.infer<typeof PreviewAbsenceQuery>;

const myAbsencesFields = {
  page: queryInt(1, 100_000),
  per_page: queryInt(1, 100),
  year: queryYear(),
  absence_type_id: queryNumberOption(TYPE_IDS),
  status: queryOption(ABSENCE_REQUEST_STATUSES),
};

/** Filters of GET /api/my-absences (the gateway passes typed values on; absence parses them again). */
export const MyAbsencesQuery = queryRequest(myAbsencesFields);
export type MyAbsencesQuery = z.infer<typeof MyAbsencesQuery>;

/** Filters of GET /api/absences (those the actor may see). */
export const AbsencesQuery = queryRequest({
  ...myAbsencesFields,
  user_id: queryId(),
  team_id: queryId(),
  department_id: queryId(),
  from: queryDate(),
  to: queryDate(),
  missing_document: queryOption(['true', 'false']),
});
export type AbsencesQuery = z.infer<typeof AbsencesQuery>;

/** POST /api/absences/{id}/decline and /api/absence-approvals/decline-all. */
export const DeclineAbsenceRequest = z.object({ reason: requiredText({ max: 250, trim: true }) });
export type DeclineAbsenceRequest = z.infer<typeof DeclineAbsenceRequest>;

/** The RPC payload of calls on one request (the id comes from the path). */
export const AbsenceIdRequest = z.object({ id: z.number({ error: O }).int({ error: O }).min(1, { error: O }) });
export const DeclineAbsencePayload = AbsenceIdRequest.extend({ reason: requiredText({ max: 250, trim: true }) });

/** One step of a request's chain, resolved when it was submitted. */
export interface AbsenceChainStep {
  step: ApprovalStep;
  /** Who held the step when the request was submitted. */
  holder_user_id: number;
  holder_name: string;
  status: 'waiting' | 'approved' | 'declined' | 'upcoming';
  /** Who actually acted (the holder, or a substitute), and when. */
  acted_by_user_id: number | null;
  acted_by_name: string | null;
  acted_at: string | null;
  reason: string | null;
}

export interface AbsenceFileView {
  id: number;
  name: string;
  mime: string;
  size: number;
  uploaded_at: string;
}

export interface AbsenceAuditEntry {
  at: string;
  actor_user_id: number | null;
  actor_name: string | null;
  action: 'submitted' | 'approved' | 'declined' | 'cancelled' | 'cancellation_requested' | 'cancellation_confirmed' | 'file_added' | 'days_recomputed' | 'ended_early';
  detail: string | null;
}

/** An absence request as every screen shows it. */
export interface AbsenceView {
  id: number;
  user_id: number;
  user_name: string;
  team_id: number | null;
  department_id: number | null;
  absence_type_id: number;
  start_date: string;
  end_date: string;
  half_day: boolean;
  personal_day_reason_id: number | null;
  switch_date: string | null;
  dates: string[];
  /** Working days the request takes (halves allowed). */
  requested_days: number;
  /** The first working day after the absence. */
  next_working_day: string | null;
  comment: string;
  status: AbsenceRequestStatus;
  decline_reason: string | null;
  chain: AbsenceChainStep[];
  /** The user who may act now (null when nothing waits). */
  waiting_for_user_id: number | null;
  files: AbsenceFileView[];
  /** The type asks for a document and none is attached yet. */
  missing_document: boolean;
  submitted_by_user_id: number;
  submitted_at: string;
}

export interface AbsenceDetails extends AbsenceView {
  audit: AbsenceAuditEntry[];
}

export interface AbsencePreview {
  requested_days: number;
  /** Vacation days left after this request (vacation only; null for other types). */
  remaining_days: number | null;
  next_working_day: string | null;
}

/** The vacation balance of the actor: each rule with used, pending and unused days (live). */
export interface VacationBalanceRow {
  id: number;
  name: string;
  valid_from: string;
  valid_to: string;
  days: number;
  used_days: number;
  pending_days: number;
  unused_days: number;
}

/** One absence type as GET /api/absence-types answers it. */
export interface AbsenceTypeView {
  id: number;
  key: string;
  half_days: boolean;
  /** An attachment is required from this many requested days (null: never). */
  attachment_from_days: number | null;
  /** Minimum notice in working days (vacation: the company's setting). */
  notice_working_days: number;
  needs_reason: boolean;
}

export interface PersonalDayReasonView {
  id: number;
  key: string;
  /** Days a year allowed for the reason. */
  allowance_days: number;
}

export interface AbsenceCatalogue {
  types: AbsenceTypeView[];
  personal_day_reasons: PersonalDayReasonView[];
}

export interface BulkDecisionResult {
  /** Requests decided. */
  count: number;
  ids: number[];
}

export const ABSENCE_REQUEST_RPC_PATTERNS = {
  catalogue: 'absence.types.catalogue',
  create: 'absence.requests.create',
  preview: 'absence.requests.preview',
  listMine: 'absence.requests.list-mine',
  list: 'absence.requests.list',
  get: 'absence.requests.get',
  waiting: 'absence.approvals.waiting',
  approve: 'absence.requests.approve',
  decline: 'absence.requests.decline',
  approveAll: 'absence.approvals.approve-all',
  declineAll: 'absence.approvals.decline-all',
  cancel: 'absence.requests.cancel',
  fileOf: 'absence.requests.file',
  myVacationDays: 'absence.vacation-days.mine',
} as const;

export const GET_ABSENCE_CATALOGUE = rpcMessage<AbsenceCatalogue>()(ABSENCE_REQUEST_RPC_PATTERNS.catalogue, z.object({}));
export const CREATE_ABSENCE = rpcMessage<AbsenceView>()(ABSENCE_REQUEST_RPC_PATTERNS.create, CreateAbsenceRequest);
export const PREVIEW_ABSENCE = rpcMessage<AbsencePreview>()(ABSENCE_REQUEST_RPC_PATTERNS.preview, PreviewAbsenceQuery);
export const LIST_MY_ABSENCES = rpcMessage<{ items: AbsenceView[]; total: number; page: number; per_page: number }>()(ABSENCE_REQUEST_RPC_PATTERNS.listMine, MyAbsencesQuery);
export const LIST_ABSENCES = rpcMessage<{ items: AbsenceView[]; total: number; page: number; per_page: number }>()(ABSENCE_REQUEST_RPC_PATTERNS.list, AbsencesQuery);
export const GET_ABSENCE = rpcMessage<AbsenceDetails>()(ABSENCE_REQUEST_RPC_PATTERNS.get, AbsenceIdRequest);
export const LIST_WAITING_APPROVALS = rpcMessage<AbsenceView[]>()(ABSENCE_REQUEST_RPC_PATTERNS.waiting, z.object({}));
export const APPROVE_ABSENCE = rpcMessage<AbsenceView>()(ABSENCE_REQUEST_RPC_PATTERNS.approve, AbsenceIdRequest);
export const DECLINE_ABSENCE = rpcMessage<AbsenceView>()(ABSENCE_REQUEST_RPC_PATTERNS.decline, DeclineAbsencePayload);
export const APPROVE_ALL_ABSENCES = rpcMessage<BulkDecisionResult>()(ABSENCE_REQUEST_RPC_PATTERNS.approveAll, z.object({}));
export const DECLINE_ALL_ABSENCES = rpcMessage<BulkDecisionResult>()(ABSENCE_REQUEST_RPC_PATTERNS.declineAll, DeclineAbsenceRequest);
export const CANCEL_ABSENCE = rpcMessage<AbsenceView>()(ABSENCE_REQUEST_RPC_PATTERNS.cancel, AbsenceIdRequest);
export const GET_MY_VACATION_DAYS = rpcMessage<VacationBalanceRow[]>()(ABSENCE_REQUEST_RPC_PATTERNS.myVacationDays, z.object({}));

/** Someone an absence event should reach by e-mail, resolved by absence when it wrote the event. */
export interface AbsenceMailRecipient {
  user_id: number;
  email: string;
  full_name: string;
  lang: 'en' | 'mk' | 'bg';
  /**
   * The next approver (a request waits for them), or the requester (a decision about their request);
   * a substitute asked to decide a step of `on_behalf_of` while they stand in; an approver told of a
   * change to a request they decide or decided (files added later).
   */
  reason: 'next_approver' | 'requester' | 'substitute' | 'approver';
  /** The holder a substitute stands in for (reason `substitute`). */
  on_behalf_of?: string;
}

/** What every absence event carries: the request as it is after the change, and whom to tell. */
export interface AbsenceRequestEvent {
  company_id: number;
  request: AbsenceView;
  /** Who acted (null for the system). */
  actor_user_id: number | null;
  /** Empty when nobody is to be told (e.g. the company disabled e-mails for the next approver's role). */
  recipients: AbsenceMailRecipient[];
  /** What changed, for the events of a change after the request was made (recounted, ended, files added). */
  change?: AbsenceRequestChange;
}

export interface AbsenceRequestChange {
  /** Requested days before a recount or an early end. */
  before_days?: number;
  /** The last day before HR ended the absence early, and HR's reason. */
  before_end_date?: string;
  reason?: string;
  /** The names of the files added later. */
  file_names?: string[];
}

export const ABSENCE_SUBMITTED = eventMessage<AbsenceRequestEvent>()('absence.request.submitted.v1');
/** One step decided (approved, the chain goes on). */
export const ABSENCE_DECIDED = eventMessage<AbsenceRequestEvent>()('absence.request.decided.v1');
export const ABSENCE_APPROVED = eventMessage<AbsenceRequestEvent>()('absence.request.approved.v1');
export const ABSENCE_DECLINED = eventMessage<AbsenceRequestEvent>()('absence.request.declined.v1');
export const ABSENCE_CANCELLED = eventMessage<AbsenceRequestEvent>()('absence.request.cancelled.v1');
/** A holiday added or removed later changed the requested days (`change.before_days`). */
export const ABSENCE_RECOUNTED = eventMessage<AbsenceRequestEvent>()('absence.request.recounted.v1');
/** HR ended a started absence early (`change.before_end_date`, `change.reason`, `change.before_days`). */
export const ABSENCE_ENDED = eventMessage<AbsenceRequestEvent>()('absence.request.ended.v1');
/** The requester added files to a pending or approved request (`change.file_names`). */
export const ABSENCE_FILES_ADDED = eventMessage<AbsenceRequestEvent>()('absence.request.files-added.v1');
