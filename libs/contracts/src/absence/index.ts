// The absence service's messages: one file per message (or small group), re-exported here.
export * from './absence-types';
export * from './guards';
export * from './entitlements';
export * from './calendar-for-presence';
export * from './absence-requests';
export * from './absence-context';
export * from './absence-changes';
export * from './approval-rules';
export * from './calendars';
export * from './calendar-directory';
export * from './calendar-feeds';
export * from './personal-day-allowances';
export * from './audit-details';
