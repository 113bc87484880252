import { QueryFailedError } from 'typeorm';

const UNIQUE_VIOLATION = '23505';

/** True when a query failed on a unique constraint or index (optionally: the one named). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const driverError = err.driverError as { code?: string; constraint?: string };
  return driverError.code === UNIQUE_VIOLATION && (constraint === undefined || driverError.constraint === constraint);
}

/** SQLSTATEs of a lost or refused connection (class 08) and of a server shutting sessions down (57P01–57P03). */
const CONNECTION_LOSS_CODES = /^(08...|57P0[123])$/;
const CONNECTION_LOSS_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|ECONNRESET|ECONNREFUSED|Client has encountered a connection error/i;

/**
 * True when a query failed because the database connection went away (not because of the query):
 * the caller may retry, so it is answered as 503 service_unavailable, never as a 500.
 */
export function isConnectionLoss(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const driverError = (err instanceof QueryFailedError ? err.driverError : err) as { code?: unknown; message?: unknown };
  if (typeof driverError.code === 'string' && CONNECTION_LOSS_CODES.test(driverError.code)) return true;
  const message = typeof driverError.message === 'string' ? driverError.message : err instanceof Error ? err.message : '';
  return CONNECTION_LOSS_MESSAGES.test(message);
}
