import type { PresenceKind } from './presence-types';

/** The eight clocking calls of spec section 7, by their path names. */
export const PRESENCE_ACTIONS = [
  'start-clock-in',
  'end-clock-in',
  'start-break',
  'end-break',
  'start-private-exit',
  'end-private-exit',
  'start-field-work',
  'end-field-work',
] as const;
export type PresenceAction = (typeof PRESENCE_ACTIONS)[number];

export const PRESENCE_ACTION_KIND: Readonly<Record<PresenceAction, { kind: PresenceKind; op: 'start' | 'end' }>> = {
  'start-clock-in': { kind: 'work', op: 'start' },
  'end-clock-in': { kind: 'work', op: 'end' },
  'start-break': { kind: 'break', op: 'start' },
  'end-break': { kind: 'break', op: 'end' },
  'start-private-exit': { kind: 'private_exit', op: 'start' },
  'end-private-exit': { kind: 'private_exit', op: 'end' },
  'start-field-work': { kind: 'field_work', op: 'start' },
  'end-field-work': { kind: 'field_work', op: 'end' },
};
