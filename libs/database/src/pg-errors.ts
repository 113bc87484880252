import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** True when a query failed on a unique constraint or index (optionally: the one named). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const driverError = err.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}
