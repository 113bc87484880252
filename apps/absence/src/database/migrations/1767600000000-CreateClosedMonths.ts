import { createClosedMonthsMigration } from '@presently/database';

/** absence's copy of org's closed months (issue 15 ★): requests, decisions and ends touching one are refused. */
export const CreateClosedMonths1767600000000 = createClosedMonthsMigration('absence', 1767600000000);
