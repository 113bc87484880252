import { type ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { ERROR_KEYS, type ErrorBody } from '@presently/contracts';
import { isConnectionLoss } from '@presently/database';
import { DomainError } from '@presently/domain';
import type { Logger } from '@presently/logger';
import { toErrorBody } from '@presently/messaging';

/**
 * Turns whatever a handler throws into the `{ status, error | errors }` body; 5xx details stay in the
 * log. A database connection lost under the handler is 503 (try again), not 500: a gate device or the
 * web retries a 503, and the work was not done.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ErrorBody> {
    const body: ErrorBody = isConnectionLoss(exception) ? { status: 503, error: ERROR_KEYS.serviceUnavailable } : toErrorBody(exception);
    // A 503 a use case chose (its caller gave up before the commit, a peer is down) is expected under
    // load: one line with its key, no stack. Anything else at 5xx is a fault, logged with its stack.
    if (exception instanceof DomainError && body.status === 503) this.logger.warn({ error: exception.key }, 'handler answered 503');
    else if (body.status >= 500) this.logger.error({ err: exception }, 'handler failed');
    return throwError(() => body);
  }
}
