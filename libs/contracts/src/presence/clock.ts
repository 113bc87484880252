import { z } from 'zod';
import { rpcMessage } from '../common/message';
import { PRESENCE_ACTIONS } from './presence-actions';
import { PRESENCE_ERRORS } from './presence-errors';
import type { CurrentPresence } from './presence-views';

/** The eight clocking calls of spec section 7: the actor travels in the meta, the action here (an unknown one is 400 invalid_option). */
export const ClockRequest = z.object({ action: z.enum(PRESENCE_ACTIONS, { error: PRESENCE_ERRORS.invalidOption }) });
export type ClockRequest = z.input<typeof ClockRequest>;

/** Answers the current presence after the change. */
export const CLOCK = rpcMessage<CurrentPresence>()('presence.clock', ClockRequest);

/** The actor's open record (after an automatic stop that has passed), or nothing. */
export const GET_CURRENT_PRESENCE = rpcMessage<CurrentPresence>()('presence.current', z.object({}));
