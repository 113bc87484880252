import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ERROR_KEYS } from '@presently/contracts';
import { parseIdParam } from '@presently/domain';

/**
 * 404 for a path `:id` that names no row (not a positive integer that fits an id column), before any
 * pipe runs: Nest resolves a handler's parameters together, so a body refused by the contract pipe
 * (422) could otherwise be answered before the id, and the id comes first (then the body).
 */
@Injectable()
export class PathIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const id = context.switchToHttp().getRequest<FastifyRequest<{ Params: { id?: string } }>>().params.id;
    if (id !== undefined && parseIdParam(id) === null) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    return next.handle();
  }
}
