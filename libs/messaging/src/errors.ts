import { ERROR_KEYS, type ErrorBody } from '@presently/contracts';

/**
 * A domain error: a stable message key and an HTTP-like status. Use cases throw these; the
 * service's filter turns them into RPC error replies and the gateway into HTTP responses.
 */
export class DomainError extends Error {
  constructor(
    readonly key: string,
    readonly status = 400,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

/** Field-level validation failure: field → message keys, answered as 422. */
export class ValidationFailedError extends DomainError {
  constructor(readonly errors: Record<string, string[]>) {
    super(ERROR_KEYS.validationFailed, 422);
    this.name = 'ValidationFailedError';
  }
}

export class NotFoundError extends DomainError {
  constructor(key: string = ERROR_KEYS.notFound) {
    super(key, 404);
  }
}

export class ForbiddenError extends DomainError {
  constructor(key: string = ERROR_KEYS.forbidden) {
    super(key, 403);
  }
}

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
