export * from './email';
export * from './field-checker';
export * from './throw-if-invalid';
