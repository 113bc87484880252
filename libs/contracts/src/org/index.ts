// The org service's messages: one file per message (or small group), re-exported here.
export * from './presence-queries';
