// What other features may use of absences: the way to the request form (e.g. from /my-presence).
export { RequestAbsenceLink } from './RequestAbsenceLink';
// The request form and the balance card, for /my-calendar (issue 12: selecting days opens the form with
// them); the form as a chunk of its own, fetched when first shown, not in the calendar's first load.
export { LazyAbsenceRequestForm } from './LazyAbsenceRequestForm';
export { VacationBalanceCard } from './VacationBalanceCard';
export { AbsencePolicySettings } from './AbsencePolicySettings';
// The dashboard decides waiting requests in place with the same buttons and dialog.
export { DecisionButtons, DeclineDialog, TypeName, usePeriodText } from './absenceUi';
export { useDeclineAbsenceMutation } from './absencesApi';
