import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { homePathFor } from './access';
import { authApi, type SessionGranted } from './authApi';

/**
 * After login or the two-factor step: the session slice has stored the tokens (and the user when the
 * answer carried one). Without a user, user-info completes the session. Then the user's home page.
 * Resolves to the user-info error when that call failed (the form shows it), otherwise to null.
 */
export function useFinishLogin(): (granted: SessionGranted) => Promise<unknown> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(
    async (granted: SessionGranted) => {
      let user = granted.user ?? null;
      if (!user) {
        const result = await dispatch(authApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
        if (!result.data) return result.error ?? null;
        user = result.data;
      }
      await navigate(homePathFor(user), { replace: true });
      return null;
    },
    [dispatch, navigate],
  );
}
