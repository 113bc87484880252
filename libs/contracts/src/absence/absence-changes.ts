import { z } from 'zod';
import { FIELD_KEYS, requiredText, requiredDate, requiredId } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { AbsenceIdRequest, type AbsenceFileRef, type AbsenceMailRecipient, type AbsenceView } from './absence-requests';

/*
 * Changes to a request after it was made (issue 11): files added by the requester, an absence HR
 * ends early, and the substitute who decides a person's steps while they are away.
 */

const O = FIELD_KEYS.option;

const fileRef = z.object({
  file_id: requiredId(),
  name: z.string({ error: O }).max(255, { error: O }),
  mime: z.enum(['application/pdf', 'image/jpeg'], { error: 'file_format_pdf_jpg' }),
  size: z.number({ error: O }).int({ error: O }).min(0, { error: O }),
});

/**
 * POST /api/absences/{id}/files (multipart, `files`): the gateway stores each file with documents
 * first and sends absence their refs; a request holds at most 5 files in all.
 */
export const AddAbsenceFilesPayload = AbsenceIdRequest.extend({
  files: z.array(fileRef, { error: 'file_required' }).min(1, { error: 'file_required' }).max(5, { error: 'max_5_files' }),
});
export type AddAbsenceFilesPayload = z.infer<typeof AddAbsenceFilesPayload> & { files: AbsenceFileRef[] };

/** POST /api/absences/{id}/end: HR ends a started absence early, on `end_date`, with a reason. */
export const EndAbsenceRequest = z.object({
  end_date: requiredDate(),
  reason: requiredText({ max: 250, trim: true }),
});
export type EndAbsenceRequest = z.infer<typeof EndAbsenceRequest>;
export const EndAbsencePayload = AbsenceIdRequest.extend(EndAbsenceRequest.shape);

/**
 * PUT /api/my-substitute: while `from`–`to` runs (both included, the company's dates), the substitute
 * sees and decides the steps the actor holds. `substitute_user_id: null` removes the substitute.
 */
export const SetSubstituteRequest = z.object({
  substitute_user_id: requiredId().nullable(),
  from: requiredDate(),
  to: requiredDate(),
});
export type SetSubstituteRequest = z.infer<typeof SetSubstituteRequest>;

export interface SubstituteView {
  user_id: number;
  substitute_user_id: number | null;
  substitute_name: string | null;
  from: string | null;
  to: string | null;
}

export const SUBSTITUTE_ERRORS = {
  /** Naming oneself, or someone who already substitutes for another person (one hop, no loops). */
  invalidSubstitute: 'invalid_substitute',
  /** The substitute has named a substitute of their own for the period. */
  substituteIsAway: 'substitute_has_substitute',
  toBeforeFrom: 'end_before_start',
} as const;

export const ABSENCE_CHANGE_ERRORS = {
  notStarted: 'absence_not_started',
  endDateOutOfPeriod: 'end_date_out_of_period',
  requesterOnly: 'no_permission',
} as const;

export const ADD_ABSENCE_FILES = rpcMessage<AbsenceView>()('absence.requests.add-files', AddAbsenceFilesPayload);
export const END_ABSENCE = rpcMessage<AbsenceView>()('absence.requests.end', EndAbsencePayload);
export const SET_MY_SUBSTITUTE = rpcMessage<SubstituteView>()('absence.substitutes.set-mine', SetSubstituteRequest);
export const GET_MY_SUBSTITUTE = rpcMessage<SubstituteView>()('absence.substitutes.get-mine', z.object({}));

/** Someone named a substitute for a period: the substitute is told (in their language) what they will decide and when. */
export interface SubstituteNamedEvent {
  company_id: number;
  /** Who named the substitute. */
  user_id: number;
  user_name: string;
  from: string;
  to: string;
  /** The substitute, as an e-mail recipient (reason `substitute`). */
  recipient: AbsenceMailRecipient;
}
export const SUBSTITUTE_NAMED = eventMessage<SubstituteNamedEvent>()('absence.substitute.named.v1');

/** GET /api/absences/{id}/team-coverage: on each date of the request, how many others of the requester's team are off. */
export interface TeamCoverage {
  /** The requester's team when the request was made (null: no team, and no days). */
  team_id: number | null;
  /** Active people of that team now, the requester included (null: no team, or org no longer knows the requester). */
  team_size: number | null;
  /** The company's maximum share of a team off at once (null: none) and what happens over it. */
  max_percent: number | null;
  action: 'warn' | 'refuse';
  /** `exceeded`: with this request the team would be over the maximum on that working day. */
  days: Array<{ date: string; approved: number; pending: number; exceeded: boolean }>;
}

export const GET_TEAM_COVERAGE = rpcMessage<TeamCoverage>()('absence.requests.team-coverage', AbsenceIdRequest);
