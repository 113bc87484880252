import { createSlice } from '@reduxjs/toolkit';
import { PRESENCE_ACTION_KIND, type PresenceKind } from '@presently/contracts';
import { sessionCleared } from '../../app/session';
import { presenceApi } from './presenceApi';
import { kindOfCurrent } from './presenceKinds';

/**
 * The presence buttons' state, shared by /my-presence and the navigation's presence submenu
 * (spec section 4): which kind is on, which one was pressed and waits for the server, and a refresh
 * counter that grows with every successful change so the views reload.
 */
export interface PresenceState {
  kind: PresenceKind | null;
  /** The kind whose call is on its way (all buttons are disabled meanwhile). */
  pending: PresenceKind | null;
  refreshCount: number;
  /** The current presence has been read at least once this session. */
  loaded: boolean;
}

export const initialPresenceState: PresenceState = { kind: null, pending: null, refreshCount: 0, loaded: false };

const { clock, currentPresence } = presenceApi.endpoints;

export const presenceSlice = createSlice({
  name: 'presence',
  initialState: initialPresenceState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => initialPresenceState)
      .addMatcher(currentPresence.matchFulfilled, (state, action) => {
        // A read that started before a change finished must not undo what the change answered.
        if (state.pending) return;
        state.kind = kindOfCurrent(action.payload);
        state.loaded = true;
      })
      .addMatcher(clock.matchPending, (state, action) => {
        state.pending = PRESENCE_ACTION_KIND[action.meta.arg.originalArgs].kind;
      })
      .addMatcher(clock.matchFulfilled, (state, action) => {
        state.pending = null;
        state.kind = kindOfCurrent(action.payload);
        state.loaded = true;
        state.refreshCount += 1;
      })
      .addMatcher(clock.matchRejected, (state) => {
        state.pending = null;
      });
  },
  selectors: {
    selectPresence: (state) => state,
    selectPresenceKind: (state) => state.kind,
    selectPresencePending: (state) => state.pending,
    selectPresenceRefreshCount: (state) => state.refreshCount,
  },
});

export const { selectPresence, selectPresenceKind, selectPresencePending, selectPresenceRefreshCount } = presenceSlice.selectors;
