export const RPC_CLIENT = Symbol('RPC_CLIENT');
export const REDIS = Symbol('REDIS');
export const PG_POOL = Symbol('PG_POOL');
export const LOGGER = Symbol('LOGGER');
