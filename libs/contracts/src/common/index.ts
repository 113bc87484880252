// Building blocks every service's contracts use: e-mail rules, zod fields with the platform's
// error keys, and the message helpers that put a pattern beside its schema.
export * from './email';
export * from './fields';
export * from './message';
export * from './page';
export * from './request-fields';
export * from './base64';
