// Moved to ../org/api-docs.decorators.ts (the area is named after the service it fronts). Kept only until the
// presence and absence areas import it from there; delete this folder then.
export * from '../org/api-docs.decorators';
