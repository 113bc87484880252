export * from './request-context';
export * from './logger';
export type { Logger } from 'pino';
