export * from './report-kinds';
export * from './report-filters';
export * from './report-views';
export * from './report-exports';
export * from './report-schedules';
export * from './report-titles';
export * from './report-reviews';
