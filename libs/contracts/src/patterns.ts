import type { ServiceName } from './services';

/**
 * RPC patterns, one namespace per service. A pattern is sent to the owning service's queue,
 * so the prefix always names the service that answers it.
 */
export const RPC = {
  health: (service: ServiceName) => `${service}.health` as const,
} as const;

/**
 * Event names are versioned routing keys on the topic exchange: `<area>.<entity>.<verb>.v<n>`.
 * A subscriber binds its durable queue to the names it handles.
 */
export const EVENTS = {} as const;
