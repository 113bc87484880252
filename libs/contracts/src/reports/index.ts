export * from './report-kinds';
export * from './report-filters';
export * from './report-views';
export * from './report-exports';
