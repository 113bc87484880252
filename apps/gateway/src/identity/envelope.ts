// Moved to common/envelope.ts; this re-export stays only until the absence area's import moves.
export * from '../common/envelope';
