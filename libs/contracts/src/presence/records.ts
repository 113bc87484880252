import { z } from 'zod';
import { idField, instantField, optionField, reasonText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { rowId } from '../common/request-fields';
import { PRESENCE_KINDS, type PresenceKind } from './presence-types';
import type { PresenceRecordView } from './presence-views';

/*
 * Managers' edits of presence records, each with a reason, and their audit trail. The gateway checks
 * the shape of each value sent; which fields an edit needs, and the rules between them (end after
 * start, nothing in the future), are presence's, so one 422 names every field.
 */

/** A new record for a user in the caller's scope; overlapping records are trimmed, merged or removed. */
export const RecordInput = z.object({
  user_id: idField().meta({ description: 'The user (required)' }),
  kind: optionField(PRESENCE_KINDS).meta({ description: 'work, break, private_exit or field_work (required)' }),
  start: instantField().meta({ description: 'Required' }),
  end: instantField().meta({ description: 'Null or left out: still open', example: '2026-11-23T16:02:00Z' }),
  reason: reasonText().meta({ description: 'Why (required, at most 250 characters)', example: 'Forgot to clock in' }),
});
export type RecordInput = z.input<typeof RecordInput>;
export const CREATE_PRESENCE_RECORD = rpcMessage<PresenceRecordView>()('presence.records.create', RecordInput);

/** New times or kind of a record; those left out stay (a null kind or start too). The reason is required. */
export const RecordUpdate = z.object({
  kind: optionField(PRESENCE_KINDS).meta({ description: 'work, break, private_exit or field_work' }),
  start: instantField(),
  end: instantField().meta({ description: 'Null: open again' }),
  reason: reasonText().meta({ description: 'Why (required, at most 250 characters)', example: 'Clocked out late' }),
});
export type RecordUpdate = z.input<typeof RecordUpdate>;

/** A record a path names: `{ id }`. */
export const RecordId = z.object({ id: rowId() });

export const UpdateRecordRequest = RecordUpdate.extend(RecordId.shape);
export type UpdateRecordRequest = z.input<typeof UpdateRecordRequest>;
export const UPDATE_PRESENCE_RECORD = rpcMessage<PresenceRecordView>()('presence.records.update', UpdateRecordRequest);

/** The reason of a deletion (body `{ reason }`). */
export const ReasonRequest = z.object({ reason: reasonText().meta({ description: 'Why (required, at most 250 characters)', example: 'Duplicate record' }) });
export type ReasonRequest = z.input<typeof ReasonRequest>;

export const DeleteRecordRequest = ReasonRequest.extend(RecordId.shape);
export type DeleteRecordRequest = z.input<typeof DeleteRecordRequest>;
/** Deletes a record; its audit trail stays. */
export const DELETE_PRESENCE_RECORD = rpcMessage<{ deleted: true }>()('presence.records.delete', DeleteRecordRequest);

export interface PresenceAuditEntry {
  id: number;
  record_id: number;
  action: 'create' | 'update' | 'delete' | 'merge' | 'trim' | 'auto_stop';
  actor_user_id: number | null;
  actor_name: string | null;
  reason: string | null;
  before: { kind: PresenceKind; start: string; end: string | null } | null;
  after: { kind: PresenceKind; start: string; end: string | null } | null;
  at: string;
}

/** A record's audit or image: `{ record_id }` (also of a deleted record's audit). */
export const RecordRequest = z.object({ record_id: rowId() });
export type RecordRequest = z.input<typeof RecordRequest>;
/** Every change of a record, oldest first. */
export const LIST_PRESENCE_RECORD_AUDIT = rpcMessage<PresenceAuditEntry[]>()('presence.records.audit', RecordRequest);
