// The documents service's messages: stored files (attachments), templates and generated documents.
export * from './stored-files';
export * from './templates';
export * from './document-context';
