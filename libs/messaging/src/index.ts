export * from './coalesced-writes';
export * from './connection';
export * from './topology';
export * from './errors';
export * from './amqp-server';
export * from './rpc-client';
export * from './event-publisher';
