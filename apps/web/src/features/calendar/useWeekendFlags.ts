import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { weekendFlagsOf, type WeekendFlags } from '../../shared/weekends';

/** The signed-in user's company flags "always show Saturday and Sunday", the same object while they stay. */
export function useWeekendFlags(): WeekendFlags {
  const { show_saturday: saturday, show_sunday: sunday } = weekendFlagsOf(useAppSelector(selectCurrentUser)?.company);
  return useMemo(() => ({ show_saturday: saturday, show_sunday: sunday }), [saturday, sunday]);
}
