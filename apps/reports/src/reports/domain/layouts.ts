import type { ReportKind } from '@presently/contracts';
import type { ReportLayout } from './layout';
import { administratorsLayout } from './layouts/administrators.layout';
import { calendarLayout } from './layouts/calendar.layout';
import { cumulativeLayout } from './layouts/cumulative.layout';
import { detailedLayout } from './layouts/detailed.layout';
import { periodicLayout } from './layouts/periodic.layout';
import { presenceLayout } from './layouts/presence.layout';
import { shiftLayout } from './layouts/shift.layout';
import { specialLayout } from './layouts/special.layout';

/** Every report kind's layout: the one table the previews and the exports both read. */
export const LAYOUTS: Readonly<Record<ReportKind, ReportLayout>> = {
  presence: presenceLayout('rounded'),
  'non-rounded-presence': presenceLayout('raw'),
  calendar: calendarLayout,
  shift: shiftLayout,
  administrators: administratorsLayout,
  special: specialLayout,
  cumulative: cumulativeLayout,
  periodic: periodicLayout,
  detailed: detailedLayout,
};
