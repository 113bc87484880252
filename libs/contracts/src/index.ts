export * from './services';
export * from './patterns';
export * from './envelopes';
export * from './error-keys';
export * from './roles';
export * from './presence-types';
export * from './absence-types';
