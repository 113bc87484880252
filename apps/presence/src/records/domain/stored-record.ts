import type { PresenceKind, PresenceSource } from '@presently/contracts';

/** A presence record as stored (the entity's fields), for the pure views and rules that read it. */
export interface StoredRecord {
  id: number;
  companyId: number;
  userId: number;
  kind: PresenceKind;
  startedAt: Date;
  /** null while the record is open. */
  endedAt: Date | null;
  source: PresenceSource;
  deviceId: number | null;
  hasImage: boolean;
  /** Reason, author and instant of the last edit. */
  reason: string | null;
  updatedBy: number | null;
  updatedAt: Date | null;
  /** The times before the last change by an edit or an overlap. */
  previousStart: Date | null;
  previousEnd: Date | null;
  /** The times as first clocked or scanned; never changed afterwards. */
  registeredStart: Date | null;
  registeredEnd: Date | null;
  createdAt: Date;
}

/** What classifying a day reads of a record: its user, kind and times (a report's days read no more). */
export type RecordSpan = Pick<StoredRecord, 'id' | 'userId' | 'kind' | 'startedAt' | 'endedAt'>;
