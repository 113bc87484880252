import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended (logout, 401 or inactivity). Any slice holding user data resets on it
 * (user, token, layout, presence). Kept apart from the slice so the API layer can dispatch it
 * without importing the slice (which imports the API).
 */
export const sessionCleared = createAction('session/cleared');
