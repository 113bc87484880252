// Moved to ./api-docs.decorators.ts (a role suffix on every file). Kept only until the absence area
// imports ServiceRoute from there; delete this file then.
export * from './api-docs.decorators';
