// The auth messages: one file per message (or small group), re-exported here.
export * from './auth-errors';
export * from './auth-rpc';
export * from './session';
export * from './password-policy';
export * from './login';
export * from './two-factor';
export * from './session-tokens';
export * from './password-reset';
export * from './password-change';
export * from './set-password-with-token';
export * from './registration';
export * from './email-verification';
export * from './account-flags';
export * from './provision-accounts';
export * from './events';
