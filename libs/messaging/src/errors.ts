import { ERROR_KEYS, type ErrorBody } from '@presently/contracts';
import { DomainError, ValidationFailedError } from '@presently/domain';

// The domain errors live in the pure kernel; they are re-exported here so transport code and the
// filters that map them find them beside the wire errors.
export { ConflictError, DomainError, ForbiddenError, NotFoundError, ValidationFailedError } from '@presently/domain';

/** An error answered by another service (or the transport), carried back to the caller. */
export class RpcError extends Error {
  constructor(readonly body: ErrorBody) {
    super(body.error ?? ERROR_KEYS.validationFailed);
    this.name = 'RpcError';
  }
  get status(): number {
    return this.body.status;
  }
}

/** The called service did not answer in time (down, or overloaded). */
export class ServiceUnavailableError extends RpcError {
  constructor(readonly service: string) {
    super({ status: 503, error: ERROR_KEYS.serviceUnavailable });
    this.name = 'ServiceUnavailableError';
  }
}

/** Maps anything thrown by a handler to the wire shape. Unknown errors never leak their message. */
export function toErrorBody(err: unknown): ErrorBody {
  if (err instanceof ValidationFailedError) return { status: err.status, errors: err.errors };
  if (err instanceof DomainError) return { status: err.status, error: err.key };
  if (err instanceof RpcError) return err.body;
  if (isErrorBody(err)) return err;
  return { status: 500, error: ERROR_KEYS.serverError };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && (typeof v.error === 'string' || typeof v.errors === 'object');
}
