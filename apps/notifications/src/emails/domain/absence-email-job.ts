import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  ABSENCE_DECIDED,
  ABSENCE_DECLINED,
  ABSENCE_ENDED,
  ABSENCE_FILES_ADDED,
  ABSENCE_RECOUNTED,
  ABSENCE_REQUEST_STATUSES,
  ABSENCE_SUBMITTED,
  ABSENCE_TYPES,
  type AbsenceRequestEvent,
  type AbsenceRequestStatus,
  type EventEnvelope,
} from '@presently/contracts';
import { isIsoDate, type Parsed, parseWith } from '@presently/domain';
import { isUuid } from '@presently/validation';
import { cleanName, EMAIL, type EmailJobBase, isHttpUrl } from './email-job';
import { resolveLang } from './language';

/** One kind per absence event: what happened to the request. Stored as sent_emails.kind. */
export type AbsenceEmailKind =
  | 'absence-submitted'
  | 'absence-decided'
  | 'absence-approved'
  | 'absence-declined'
  | 'absence-cancelled'
  | 'absence-recounted'
  | 'absence-ended'
  | 'absence-files-added';

export const ABSENCE_EMAIL_KIND_OF_EVENT = {
  [ABSENCE_SUBMITTED.key]: 'absence-submitted',
  [ABSENCE_DECIDED.key]: 'absence-decided',
  [ABSENCE_APPROVED.key]: 'absence-approved',
  [ABSENCE_DECLINED.key]: 'absence-declined',
  [ABSENCE_CANCELLED.key]: 'absence-cancelled',
  [ABSENCE_RECOUNTED.key]: 'absence-recounted',
  [ABSENCE_ENDED.key]: 'absence-ended',
  [ABSENCE_FILES_ADDED.key]: 'absence-files-added',
} as const satisfies Record<string, AbsenceEmailKind>;

export type AbsenceTypeId = (typeof ABSENCE_TYPES)[number]['id'];
export type RecipientReason = 'next_approver' | 'requester' | 'substitute' | 'approver';

/** One e-mail about one absence request to one recipient: everything the worker needs to write it. */
export interface AbsenceEmailJob extends EmailJobBase {
  kind: AbsenceEmailKind;
  /** The event that asked for it (eventId is this recipient's own e-mail id). */
  sourceEventId: string;
  reason: RecipientReason;
  recipientName: string;
  absenceId: number;
  employeeName: string;
  absenceTypeId: AbsenceTypeId;
  startDate: string;
  endDate: string;
  halfDay: boolean;
  /** The chosen days (rest days); empty for a period. */
  dates: string[];
  switchDate: string | null;
  requestedDays: number;
  status: AbsenceRequestStatus;
  comment: string | null;
  declineReason: string | null;
  /** Who approved the last step (the substitute's name when one acted). */
  approvedBy: string | null;
  /** Who declined the request. */
  declinedBy: string | null;
  /** Who holds the step the request now waits for. */
  waitingFor: string | null;
  /** `${PUBLIC_URL}/absences/{id}`. */
  link: string;
  /** A substitute's e-mail: the holder they stand in for. */
  onBehalfOf: string | null;
  /** A change after the request was made: the days before a recount or an early end, the old last day and HR's reason, the files added. */
  beforeDays: number | null;
  beforeEndDate: string | null;
  changeReason: string | null;
  fileNames: string[];
}

/** Free text (a comment, a decline reason) as an e-mail shows it: one line, at most this long. */
export const TEXT_MAX = 500;

function cleanText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const flat = value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  if (!flat) return null;
  const chars = Array.from(flat);
  return chars.length > TEXT_MAX ? `${chars.slice(0, TEXT_MAX - 1).join('').trimEnd()}…` : flat;
}

const INVALID = 'invalid';
const date = z.string({ error: INVALID }).refine(isIsoDate, { error: INVALID });
const name = z.string({ error: INVALID });
const TYPE_IDS: number[] = ABSENCE_TYPES.map((t) => t.id);

const ChainStep = z.object({
  holder_user_id: z.number({ error: INVALID }).nullish(),
  holder_name: name.nullish(),
  status: z.string({ error: INVALID }),
  acted_by_user_id: z.number({ error: INVALID }).nullish(),
  acted_by_name: name.nullish(),
  acted_at: z.string({ error: INVALID }).nullish(),
});

/** Only what the e-mail shows; the rest of AbsenceView passes unread. */
const RequestShape = z.object({
  id: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }),
  user_name: name,
  absence_type_id: z.number({ error: INVALID }).refine((n) => TYPE_IDS.includes(n), { error: INVALID }),
  start_date: date,
  end_date: date,
  half_day: z.boolean({ error: INVALID }).nullish(),
  dates: z.array(date, { error: INVALID }).nullish(),
  switch_date: date.nullish(),
  requested_days: z.number({ error: INVALID }).min(0, { error: INVALID }).refine(Number.isFinite, { error: INVALID }),
  comment: z.string({ error: INVALID }).nullish(),
  status: z.enum(ABSENCE_REQUEST_STATUSES, { error: INVALID }),
  decline_reason: z.string({ error: INVALID }).nullish(),
  chain: z.array(ChainStep, { error: INVALID }).nullish(),
  waiting_for_user_id: z.number({ error: INVALID }).nullish(),
});

const RecipientShape = z.object({
  user_id: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }),
  email: z
    .string({ error: INVALID })
    .trim()
    .refine((e) => e.length <= 254 && EMAIL.test(e), { error: INVALID }),
  full_name: name.nullish(),
  lang: z.unknown(),
  reason: z.enum(['next_approver', 'requester', 'substitute', 'approver'], { error: INVALID }),
  on_behalf_of: name.nullish(),
});

const ChangeShape = z
  .object({
    before_days: z.number({ error: INVALID }).min(0, { error: INVALID }).refine(Number.isFinite, { error: INVALID }).nullish(),
    before_end_date: date.nullish(),
    reason: z.string({ error: INVALID }).nullish(),
    file_names: z.array(z.string({ error: INVALID }), { error: INVALID }).max(5, { error: INVALID }).nullish(),
  })
  .nullish();

/**
 * A stable id for the e-mail to one recipient about one event (a name-based UUID, version 5 layout):
 * the same event redelivered gives the same ids, so neither the queue nor sent_emails takes it twice.
 */
export function emailIdOf(eventId: string, userId: number): string {
  const hex = createHash('sha1').update(`${eventId.toLowerCase()}:absence-recipient:${userId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface AbsenceEmails {
  jobs: AbsenceEmailJob[];
  /** Recipients that could not be used (e.g. an invalid address), by their place in the list; the others still get their e-mail. */
  refused: Array<{ index: number; errors: Record<string, string[]> }>;
}

type Chain = NonNullable<z.infer<typeof RequestShape>['chain']>;
const actorName = (step: Chain[number]) => cleanName(step.acted_by_name ?? step.holder_name ?? undefined) || null;

/** The names the e-mail tells: who approved last, who declined, whom the request waits for now. */
function namesFromChain(chain: Chain, waitingForUserId: number | null | undefined) {
  const approved = chain.filter((s) => s.status === 'approved');
  const last = approved.reduce<Chain[number] | null>((best, s) => (!best || (s.acted_at ?? '') >= (best.acted_at ?? '') ? s : best), null);
  const declined = chain.find((s) => s.status === 'declined');
  const waiting = chain.find((s) => s.status === 'waiting') ?? (waitingForUserId ? chain.find((s) => s.holder_user_id === waitingForUserId) : undefined);
  return {
    approvedBy: last ? actorName(last) : null,
    declinedBy: declined ? actorName(declined) : null,
    waitingFor: waiting ? cleanName(waiting.holder_name ?? undefined) || null : null,
  };
}

/**
 * Checks an absence event and turns it into one job per recipient (a recipient listed twice gets
 * one e-mail). The request itself must be usable or the event is refused; a recipient that is not
 * usable is left out and reported, so the others are still told.
 */
export function parseAbsenceEvent(kind: AbsenceEmailKind, envelope: EventEnvelope<Partial<AbsenceRequestEvent>>, publicUrl: string): Parsed<AbsenceEmails> {
  const payload = (envelope.payload ?? {}) as Partial<AbsenceRequestEvent>;
  const errors: Record<string, string[]> = {};
  if (!isUuid(envelope.id)) errors.id = [INVALID];
  const request = parseWith(RequestShape, payload.request);
  if (!request.ok) for (const [field, keys] of Object.entries(request.errors)) errors[`request.${field}`] = keys;
  const change = parseWith(ChangeShape, payload.change);
  if (!change.ok) for (const [field, keys] of Object.entries(change.errors)) errors[`change.${field}`] = keys;
  if (!Array.isArray(payload.recipients)) errors.recipients = [INVALID];
  const link = `${publicUrl.replace(/\/+$/, '')}/absences/${request.ok ? request.value.id : 0}`;
  if (!isHttpUrl(link)) errors.public_url = [INVALID];
  if (Object.keys(errors).length > 0 || !request.ok || !change.ok) return { ok: false, errors };

  const r = request.value;
  const names = namesFromChain(r.chain ?? [], r.waiting_for_user_id);
  const shared = {
    kind,
    sourceEventId: envelope.id,
    requestId: envelope.meta?.requestId ?? envelope.id,
    absenceId: r.id,
    employeeName: cleanName(r.user_name) as string,
    absenceTypeId: r.absence_type_id as AbsenceTypeId,
    startDate: r.start_date,
    endDate: r.end_date,
    halfDay: r.half_day ?? false,
    dates: [...new Set(r.dates ?? [])].sort(),
    switchDate: r.switch_date ?? null,
    requestedDays: r.requested_days,
    status: r.status,
    comment: cleanText(r.comment),
    declineReason: cleanText(r.decline_reason),
    ...names,
    link,
    beforeDays: change.value?.before_days ?? null,
    beforeEndDate: change.value?.before_end_date ?? null,
    changeReason: cleanText(change.value?.reason),
    fileNames: (change.value?.file_names ?? []).map((f) => cleanText(f)).filter((f): f is string => f !== null),
  };

  const jobs: AbsenceEmailJob[] = [];
  const refused: AbsenceEmails['refused'] = [];
  const seen = new Set<number>();
  (payload.recipients as unknown[]).forEach((raw, index) => {
    const recipient = parseWith(RecipientShape, raw);
    if (!recipient.ok) return refused.push({ index, errors: recipient.errors });
    const { user_id, email, full_name, lang, reason, on_behalf_of } = recipient.value;
    if (seen.has(user_id)) return;
    seen.add(user_id);
    jobs.push({
      ...shared,
      eventId: emailIdOf(envelope.id, user_id),
      userId: user_id,
      to: email,
      // The actor is someone else: their language says nothing about the recipient's.
      lang: resolveLang(lang),
      reason,
      recipientName: cleanName(full_name ?? '') ?? '',
      onBehalfOf: reason === 'substitute' ? cleanName(on_behalf_of ?? '') || null : null,
    });
  });
  return { ok: true, value: { jobs, refused } };
}
