import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { useAppDispatch } from '../hooks';
import { useLogoutMutation } from './authApi';
import { sessionCleared } from './sessionActions';

/**
 * Logs out on the server, then ends the local session and goes to the login page. The local session
 * ends even when the server call fails (spec section 8 keeps that failure silent): a user who asked
 * to log out must never stay logged in on a shared computer.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // Silent by design (spec section 8).
    }
    dispatch(sessionCleared());
    dispatch(api.util.resetApiState());
    await navigate('/', { replace: true });
  }, [dispatch, logout, navigate]);
}
