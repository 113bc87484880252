// What other features may use of the work rules: the company's shifts.
export { useListShiftsQuery } from './workRulesApi';
