import {
  ABSENCE_TYPES,
  FILE_ERRORS,
  PERSONAL_DAY_REASONS,
  STORED_FILE_LIMITS,
  type AbsenceChainStep,
  type AbsenceRequestStatus,
  type AbsenceTypeView,
  type AbsenceView,
} from '@presently/contracts';
import { partsOf } from '../../shared/formatDate';

/** Absence type ids of the spec (section 3) that change the form. */
export const AbsenceType = { Vacation: 1, PersonalDays: 2, SwitchedDay: 7, RestDay: 11 } as const;

/** Spec section 5: at most two rest days; comment and reason at most 250 characters. */
export const MAX_REST_DAYS = 2;
export const MAX_TEXT = 250;

export const typeKeyOf = (typeId: number): string => ABSENCE_TYPES.find((type) => type.id === typeId)?.key ?? 'unknown';
export const reasonKeyOf = (reasonId: number): string => PERSONAL_DAY_REASONS.find((reason) => reason.id === reasonId)?.key ?? 'unknown';

/** Tag colours: each status its own (pending waits, approved is done, declined and cancelled ended, a cancellation waits). */
export const STATUS_COLORS: Record<AbsenceRequestStatus, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'red',
  cancelled: 'default',
  cancellation_pending: 'purple',
};

/** Whether the type allows half days: the server's catalogue, or vacation only until it has answered. */
export function allowsHalfDays(typeId: number | undefined, types: readonly AbsenceTypeView[] | undefined): boolean {
  if (typeId === undefined) return false;
  const type = types?.find((item) => item.id === typeId);
  return type ? type.half_days : typeId === AbsenceType.Vacation;
}

export function needsReason(typeId: number | undefined, types: readonly AbsenceTypeView[] | undefined): boolean {
  if (typeId === undefined) return false;
  const type = types?.find((item) => item.id === typeId);
  return type ? type.needs_reason : typeId === AbsenceType.PersonalDays;
}

const PDF = /\.pdf$/i;
const JPEG = /\.jpe?g$/i;

/**
 * The error key for a file that cannot be attached (spec section 5: PDF up to 1 MB, JPG/JPEG up to
 * 10 MB), or null. The browser knows only the name and the declared type; the server checks the content.
 */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const pdf = file.type === 'application/pdf' || PDF.test(file.name);
  const jpeg = file.type === 'image/jpeg' || JPEG.test(file.name);
  if (!pdf && !jpeg) return FILE_ERRORS.format;
  if (pdf && file.size > STORED_FILE_LIMITS.pdfMaxBytes) return FILE_ERRORS.pdfTooLarge;
  if (jpeg && file.size > STORED_FILE_LIMITS.jpegMaxBytes) return FILE_ERRORS.jpgTooLarge;
  return null;
}

/** The problems of a set of files: each file's own, and too many files. */
export function attachmentsProblems(files: readonly Pick<File, 'name' | 'type' | 'size'>[], alreadyHeld = 0): string[] {
  const keys = files.map(attachmentProblem).filter((key): key is string => key !== null);
  // A request holds at most five in all, those added later included.
  if (alreadyHeld + files.length > STORED_FILE_LIMITS.perOwner) keys.push(FILE_ERRORS.tooMany);
  return [...new Set(keys)];
}

/** Accepted by the file picker (the check above still runs for dropped files). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,application/pdf,image/jpeg';

const pad2 = (value: number) => String(value).padStart(2, '0');

/** Today (yyyy-mm-dd) in the company's zone (the browser's when none is given). */
export function todayIn(zone?: string, now: Date = new Date()): string {
  const { year, month, day } = partsOf(now, zone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The step that waits for a decision now, if any. */
export const waitingStepOf = (request: Pick<AbsenceView, 'chain'>): AbsenceChainStep | null =>
  request.chain.find((step) => step.status === 'waiting') ?? null;

/**
 * Whether the requester may cancel: a pending request at once, an approved one that has not started
 * (its cancellation then waits for the last approver). One that has started is HR's to end.
 */
export function canCancel(request: Pick<AbsenceView, 'status' | 'start_date' | 'user_id'>, userId: number | undefined, today: string): boolean {
  if (userId === undefined || request.user_id !== userId) return false;
  if (request.status === 'pending') return true;
  return request.status === 'approved' && request.start_date > today;
}

/** Whether the request waits for this user's decision (a request's own chain, or a cancellation to confirm). */
export const waitsFor = (request: Pick<AbsenceView, 'waiting_for_user_id'>, userId: number | undefined): boolean =>
  userId !== undefined && request.waiting_for_user_id === userId;

/** HR (3) and administrators (1) end a started absence early, as the server allows. */
export const MAY_END_EARLY: readonly number[] = [1, 3];

/** Whether this role may end the request early today: approved, started, and a period (rest and switched days cannot be cut) of more than its first day. */
export function canEndEarly(request: Pick<AbsenceView, 'status' | 'start_date' | 'end_date' | 'absence_type_id'>, roleId: number | null, today: string): boolean {
  if (roleId === null || !MAY_END_EARLY.includes(roleId)) return false;
  if (request.absence_type_id === AbsenceType.RestDay || request.absence_type_id === AbsenceType.SwitchedDay) return false;
  return request.status === 'approved' && request.start_date <= today && request.start_date < request.end_date;
}

/** Whether the requester (or who asked for them) may still add files: a pending or approved request with room left. */
export function canAddFiles(request: Pick<AbsenceView, 'status' | 'user_id' | 'submitted_by_user_id' | 'files'>, userId: number | undefined): boolean {
  if (userId === undefined || (request.user_id !== userId && request.submitted_by_user_id !== userId)) return false;
  return (request.status === 'pending' || request.status === 'approved') && request.files.length < STORED_FILE_LIMITS.perOwner;
}
