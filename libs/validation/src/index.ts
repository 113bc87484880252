// E-mail rules live in contracts (the web checks addresses the same way); re-exported for server code.
export { EMAIL_DELIVERABLE_MAX, EMAIL_MAX, isValidEmail, normaliseEmail } from '@presently/contracts';
export * from './field-checker';
export * from './throw-if-invalid';
export * from './field-helpers';
export * from './read-request';
