export const REDIS = Symbol('REDIS');
export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');
export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
