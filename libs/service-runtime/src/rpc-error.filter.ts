import { type ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import type { ErrorBody } from '@presently/contracts';
import type { Logger } from '@presently/logger';
import { toErrorBody } from '@presently/messaging';

/** Turns whatever a handler throws into the `{ status, error | errors }` body; 5xx details stay in the log. */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<ErrorBody> {
    const body = toErrorBody(exception);
    if (body.status >= 500) this.logger.error({ err: exception }, 'handler failed');
    return throwError(() => body);
  }
}
