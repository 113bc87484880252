// The allocation of vacation days lives with the other absence rules; entitlements read it from there.
export { allocateUsage, type EntitlementPeriod, type Usage, type VacationUse } from '@presently/absence-rules';

/** The absence type whose requests use vacation days. */
export const VACATION_ABSENCE_TYPE = 1;
