import type { PresenceRecordView } from '@presently/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { canAccess, Paths, selectCurrentUser } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { useClockMutation, useCurrentPresenceQuery } from './presenceApi';
import { actionFor, kindColor, type PresenceKind } from './presenceKinds';
import { selectPresence } from './presenceSlice';
import { useAppApi } from '../../shared/ui/useAppApi';

export interface PresenceControls {
  /** The kind that is on, or null. */
  kind: PresenceKind | null;
  /** The kind whose call is on its way: every button is disabled, this one shows loading. */
  pending: PresenceKind | null;
  /** Grows with each successful change (the views reload with it). */
  refreshCount: number;
  /** The indicator's colour. */
  color: string;
  /** The open record, when one is. */
  open: PresenceRecordView | null;
  /** Whether this user clocks at all (role 2 and the Chairman do not). */
  enabled: boolean;
  /** Presses a kind's button: its start when it is off, its end when it is on. Success and failure are shown. */
  press: (kind: PresenceKind) => Promise<void>;
}

/**
 * The presence buttons of /my-presence and of the navigation's presence submenu (spec section 4).
 * The current presence is read for users who may clock (never for roles 2 and 8) when the shell or
 * the page mounts, and again after every change; the state itself lives in the presence slice.
 */
export function usePresenceControls(): PresenceControls {
  const { message } = useAppApi();
  const { t } = useTranslation('presence');
  const user = useAppSelector(selectCurrentUser);
  const enabled = user !== null && canAccess(Paths.myPresence, user);
  // Read again whenever a page with the buttons mounts: the cache may hold another session's answer.
  const current = useCurrentPresenceQuery(undefined, { skip: !enabled, refetchOnMountOrArgChange: true });
  const { kind, pending, refreshCount } = useAppSelector(selectPresence);
  const [clock] = useClockMutation();

  const press = useCallback(
    async (pressed: PresenceKind) => {
      if (!enabled || pending) return;
      const ending = kind === pressed;
      const result = await clock(actionFor(pressed, kind));
      if ('error' in result && result.error !== undefined) void message.error(buildErrorMessage(result.error));
      // A short word that the press did what its label said, from the page and the menu alike.
      else void message.success(t(`done.${ending ? 'stop' : 'start'}.${pressed}`));
    },
    [clock, enabled, kind, message, pending, t],
  );

  const open = (enabled && current.data?.find((record) => record.end === null)) || null;
  return { kind, pending, refreshCount, color: kindColor(kind), open, enabled, press };
}
