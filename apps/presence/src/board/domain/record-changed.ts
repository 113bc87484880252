import type { PresenceKind, PresenceRecordChangedEvent } from '@presently/contracts';

/** Who changed, as the live board's scope check needs them (presence's copy of the user). */
export interface ChangedPerson {
  companyId: number;
  userId: number;
  teamId: number | null;
  departmentId: number | null;
}

/**
 * The live board's event for a change of a user's presence: the kind now on (null: nothing) and since
 * when, stamped with the time of the change so a board can tell how late it arrived.
 */
export function recordChanged(
  person: ChangedPerson,
  now: { kind: PresenceKind; since: Date } | null,
  at: Date,
  source: PresenceRecordChangedEvent['source'],
): PresenceRecordChangedEvent {
  return {
    company_id: person.companyId,
    user_id: person.userId,
    team_id: person.teamId,
    department_id: person.departmentId,
    kind: now?.kind ?? null,
    since: now ? now.since.toISOString() : null,
    at: at.toISOString(),
    source,
  };
}
