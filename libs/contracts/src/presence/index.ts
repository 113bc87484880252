// The presence messages: one file per message (or small group), re-exported here. Catalogues first
// (types, actions, errors), then the views presence answers, then the messages by screen.
export * from './presence-types';
export * from './presence-actions';
export * from './presence-errors';
export * from './presence-views';
export * from './clock';
export * from './my-presence';
export * from './team';
export * from './records';
export * from './schedules';
export * from './device-scans';
export * from './demo';
export * from './board';
export * from './presence-rpc';
export * from './calendar-days';
export * from './report-days';
export * from './report-days-codec';
