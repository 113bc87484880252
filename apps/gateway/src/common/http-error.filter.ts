import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ERROR_KEYS, type ErrorBody } from '@presently/contracts';
import type { Logger } from '@presently/logger';
import { RpcError } from '@presently/messaging';

/** What Fastify throws before a route runs (body parsing, body limits): a code and an HTTP status. */
interface FastifyError {
  code?: string;
  statusCode?: number;
}

/** Keys for the HTTP statuses the gateway itself answers, when no more specific key is known. */
const KEY_BY_STATUS: Record<number, string> = {
  400: ERROR_KEYS.malformedBody,
  401: ERROR_KEYS.unauthenticated,
  403: ERROR_KEYS.forbidden,
  404: ERROR_KEYS.notFound,
  413: ERROR_KEYS.payloadTooLarge,
  429: ERROR_KEYS.tooManyRequests,
  503: ERROR_KEYS.serviceUnavailable,
};

/**
 * One envelope per status: a 422 always names fields (`{ errors: { field: [key] } }`); a rule that
 * concerns the whole form (no_changes_to_save) is the form's own field, `_`. Other 4xx carry `{ error }`.
 */
function oneEnvelope(body: HttpErrorBody): HttpErrorBody {
  if (body.status === HttpStatus.UNPROCESSABLE_ENTITY && !body.errors) return { status: body.status, errors: { _: [body.error ?? ERROR_KEYS.validationFailed] } };
  return body;
}

/**
 * A 422 may carry, beside its keys, the problems that explain them (a document template's bad tags
 * with their positions): data for the screen, never text to show as it is.
 */
export type HttpErrorBody = ErrorBody & { problems?: unknown[] };

/** Maps anything thrown while answering a request to the API's error envelope. */
export function toHttpError(exception: unknown): HttpErrorBody {
  return oneEnvelope(errorBodyOf(exception));
}

function errorBodyOf(exception: unknown): HttpErrorBody {
  if (exception instanceof RpcError) return exception.body;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response !== null) {
      const r = response as { errors?: Record<string, string[]>; error?: string; problems?: unknown };
      if (r.errors) return Array.isArray(r.problems) ? { status, errors: r.errors, problems: r.problems } : { status, errors: r.errors };
      if (r.error && /^[a-z0-9_.]+$/.test(r.error)) return { status, error: r.error };
    }
    return { status, error: KEY_BY_STATUS[status] ?? (status >= 500 ? ERROR_KEYS.serverError : ERROR_KEYS.malformedBody) };
  }
  const edgeError = exception as FastifyError;
  if (typeof edgeError?.statusCode === 'number' && edgeError.statusCode >= 400 && edgeError.statusCode < 500) {
    // FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_EMPTY_JSON_BODY…
    if (edgeError.statusCode === 413) return { status: 413, error: ERROR_KEYS.payloadTooLarge };
    return { status: 400, error: ERROR_KEYS.malformedBody };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: ERROR_KEYS.serverError };
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, ...body } = toHttpError(exception);
    if (status >= 500 && status !== 503) this.logger.error({ err: exception }, 'request failed');
    // A download or the live stream already written past Fastify: nothing more can be said.
    if (reply.sent || reply.raw.headersSent) return;
    void reply.code(status).send(body.errors ? { errors: body.errors, ...(body.problems ? { problems: body.problems } : {}) } : { error: body.error });
  }
}
