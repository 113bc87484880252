import type { ServiceName } from './services';

/** The health RPC every service answers on its own queue (the prefix names the service that answers). */
export const HEALTH_RPC = (service: ServiceName) => `${service}.health` as const;
