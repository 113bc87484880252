// What other features may use of absences: the way to the request form (e.g. from /my-presence).
export { RequestAbsenceLink } from './RequestAbsenceLink';
// The dashboard decides waiting requests in place with the same buttons and dialog.
export { DecisionButtons, DeclineDialog, TypeName } from './absenceUi';
export { useDeclineAbsenceMutation } from './absencesApi';
