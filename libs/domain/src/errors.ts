import { ERROR_KEYS } from '@presently/contracts';

/**
 * A domain error: a stable message key (the web translates it) and an HTTP-like status. Use cases
 * and pure rules throw these; each service's filter turns them into RPC error replies and the
 * gateway into HTTP responses, so no rule ever knows about a transport.
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

/** The request contradicts the current state (a duplicate, something still in use): 409. */
export class ConflictError extends DomainError {
  constructor(key: string) {
    super(key, 409);
    this.name = 'ConflictError';
  }
}
