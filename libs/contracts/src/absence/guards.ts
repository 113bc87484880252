/** Answered by absence: what blocks an administrative change (0 until absences exist). */
export const ABSENCE_GUARD_RPC = {
  /** Absences of a user that are not declined (blocks changing the employment start date). */
  openAbsences: 'absence.guards.open-absences',
  /** Requests waiting for this person's approval (blocks replacing a team lead or manager). */
  pendingApprovals: 'absence.guards.pending-approvals',
  /** Users with a rest day on a date (asks for confirmation before deleting a holiday). */
  restDaysOn: 'absence.guards.rest-days-on',
} as const;
