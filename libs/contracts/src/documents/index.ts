// The documents service's messages: stored files (attachments), templates and generated documents next.
export * from './stored-files';
