// What other features may use of absences: the way to the request form (e.g. from /my-presence).
export { RequestAbsenceLink } from './RequestAbsenceLink';
export { AbsencePolicySettings } from './AbsencePolicySettings';
