/**
 * The services presence asks by RPC. Production uses their real names; integration tests give
 * throwaway names so that their peer doubles never take messages meant for a real org or absence
 * running in the same test vhost (and the other way round).
 */
export interface PeerServices {
  org: string;
  absence: string;
}

export const DEFAULT_PEERS: PeerServices = { org: 'org', absence: 'absence' };

export const PEER_SERVICES = Symbol('PEER_SERVICES');
