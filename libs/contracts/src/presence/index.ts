// The presence messages: one file per message (or small group), re-exported here.
export {};
