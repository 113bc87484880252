import type { LiveViewer, PresenceRecordChangedEvent } from '@presently/contracts';

/**
 * Whether a live board may receive a change: the same company, and the changed user within the
 * viewer's scope as presence decided it (company; department; team; themselves). Another company's
 * change never reaches a board, whatever its scope.
 */
export function reaches(viewer: LiveViewer, event: PresenceRecordChangedEvent): boolean {
  if (event.company_id !== viewer.company_id) return false;
  if (event.user_id === viewer.user_id) return true;
  const scope = viewer.scope;
  switch (scope.kind) {
    case 'company':
      return true;
    case 'department':
      return scope.department_id !== null && event.department_id === scope.department_id;
    case 'team':
      return scope.team_id !== null && event.team_id === scope.team_id;
    case 'self':
      return false;
  }
}

/** Whether a message from the broker is a change event the board can use (the fields the check reads). */
export function isRecordChanged(value: unknown): value is PresenceRecordChangedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Partial<PresenceRecordChangedEvent>;
  return Number.isInteger(e.company_id) && Number.isInteger(e.user_id) && typeof e.at === 'string';
}
