import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ERROR_KEYS } from '@presently/contracts';
import { accessOf } from '../access/access.guard';
import { SessionStoreUnavailable } from './jwt.strategy';

/** Every route needs a valid bearer token and a live session unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (accessOf(this.reflector, context).kind === 'public') return true;
    return super.canActivate(context);
  }

  override handleRequest<T>(err: unknown, user: T): T {
    if (err instanceof SessionStoreUnavailable) throw err;
    if (err || !user) throw new UnauthorizedException({ error: ERROR_KEYS.unauthenticated });
    return user;
  }
}
