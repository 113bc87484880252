// What other features may use of closed months: the list and the rule that a day lies in one.
export { useMonthClosuresQuery } from './monthClosuresApi';
export { closedMonthOf } from './closedMonths';
