import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '@presently/contracts';
import { RATE_LIMIT, type RateLimitSpec } from './rate-limit.decorator';
import { RateLimitService } from './rate-limit.service';

/** The account a body names, when it names one in a usable form (validation rejects the rest later). */
export function accountOf(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** Applies @RateLimited() routes' limits before anything else is done with the request: 429 with Retry-After. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = this.reflector.get<RateLimitSpec | undefined>(RATE_LIMIT, context.getHandler());
    if (!spec) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
    let outcome;
    try {
      outcome = await this.limits.consume(spec.family, ip, accountOf(req.body, spec.accountField));
    } catch {
      throw new ServiceUnavailableException({ error: ERROR_KEYS.serviceUnavailable });
    }
    if (outcome.allowed) return true;
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(outcome.retryAfterSeconds));
    throw new HttpException({ error: ERROR_KEYS.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
