import type { TodayRow } from '@presently/contracts';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { roleIdOf, selectCurrentUser, type SessionUser } from '../../app/session';
import { useTodayQuery } from './presenceApi';

/** Roles that edit records and assign schedules, within their scope (team lead → team, department manager → department, 1/2/3/8 → company). */
export const EDITING_ROLES: readonly number[] = [1, 2, 3, 6, 7, 8];

export function canEditPresence(user: SessionUser | null): boolean {
  const roleId = roleIdOf(user);
  return roleId !== null && EDITING_ROLES.includes(roleId);
}

/**
 * Which filters /presence offers: the lists behind them are administration calls (departments for
 * roles 1 and 3, teams for 1, 3 and 7); other roles' scope is one team or department or themselves.
 */
export function teamFiltersFor(user: SessionUser | null): { departments: boolean; teams: boolean } {
  const roleId = roleIdOf(user);
  return { departments: roleId === 1 || roleId === 3, teams: roleId === 1 || roleId === 3 || roleId === 7 };
}

/** The users in the actor's scope, as the server lists them for today (everyone the actor may see). */
export function useScopedUsers(): { rows: TodayRow[]; names: Map<number, string>; options: { value: number; label: string }[]; isLoading: boolean } {
  const today = useTodayQuery({});
  const user = useAppSelector(selectCurrentUser);
  return useMemo(() => {
    const rows = today.data ?? [];
    const names = new Map(rows.map((row) => [row.user_id, row.full_name]));
    if (user && !names.has(user.id)) names.set(user.id, user.full_name);
    const options = [...names.entries()]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { rows, names, options, isLoading: today.isLoading };
  }, [today.data, today.isLoading, user]);
}
