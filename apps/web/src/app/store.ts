import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { languageSlice } from '../features/language/languageSlice';
import { presenceSlice } from '../features/presence/presenceSlice';
import { api } from './api';
import type { ApiExtra } from './session/sessionBaseQuery';
import { sessionSlice } from './session/sessionSlice';

const rootReducer = combineSlices(sessionSlice, languageSlice, presenceSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions extends ApiExtra {
  preloadedState?: Partial<RootState>;
}

export function makeStore({ preloadedState, onSessionExpired }: StoreOptions = {}) {
  const extra: ApiExtra = { onSessionExpired };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
