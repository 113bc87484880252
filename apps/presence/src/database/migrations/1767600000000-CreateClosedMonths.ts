import { createClosedMonthsMigration } from '@presently/database';

/** presence's copy of org's closed months (issue 15 ★): edits touching one are refused. */
export const CreateClosedMonths1767600000000 = createClosedMonthsMigration('presence', 1767600000000);
