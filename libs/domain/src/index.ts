// The pure kernel every domain folder may import: errors with stable keys, parsed payloads, ids,
// calendar dates and images by content. It depends on contracts and zod only — no framework.
export * from './errors';
export * from './parsed';
export * from './parse-with';
export * from './ids';
export * from './calendar-dates';
export * from './images';
export * from './month-closures';
