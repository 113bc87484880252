import { ABSENCE_STATUSES, type AbsenceStatus } from '@presently/contracts';

/** An absence still counts against a user until it is declined (pending or approved). */
export const OPEN_ABSENCE_STATUSES: readonly AbsenceStatus[] = ABSENCE_STATUSES.filter((s) => s !== 'declined');

/** A request waits for its current approver only while it is pending. */
export const AWAITING_APPROVAL_STATUSES: readonly AbsenceStatus[] = ['pending'];
