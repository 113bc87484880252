import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_KEYS } from '@presently/contracts';
import { IS_PUBLIC } from '../session/public.decorator';
import type { AuthedRequest } from '../common/meta';
import { accessDecision, routeAccess, type AccessDeclarations, type RouteAccess } from './access-decision';
import { ACTION, ANY_MEMBER, SCREEN, SESSION_STATE } from './access.decorators';

type Target = Parameters<Reflector['getAllAndOverride']>[1][number];

/** Reads the access decorators of a handler and its controller. */
export function declaredAccess(reflector: Reflector, handler: Target, controller: Target): RouteAccess {
  const get = <T>(key: string) => reflector.getAllAndOverride<T | undefined>(key, [handler, controller]);
  const declared: AccessDeclarations = {
    isPublic: get<boolean>(IS_PUBLIC),
    state: get<AccessDeclarations['state']>(SESSION_STATE),
    screen: get<AccessDeclarations['screen']>(SCREEN),
    action: get<AccessDeclarations['action']>(ACTION),
    anyMember: get<boolean>(ANY_MEMBER),
  };
  return routeAccess(declared);
}

/**
 * What a handler declares never changes once the app is built: read it once per handler, not on
 * every request (four metadata lookups per request otherwise).
 */
const accessByHandler = new WeakMap<object, RouteAccess>();

export function accessOf(reflector: Reflector, context: ExecutionContext): RouteAccess {
  const handler = context.getHandler();
  let access = accessByHandler.get(handler);
  if (!access) {
    access = declaredAccess(reflector, handler, context.getClass());
    accessByHandler.set(handler, access);
  }
  return access;
}

/** After authentication: the session-state gates (terms, password change, expiry), then the screen's role rule. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const access = accessOf(this.reflector, context);
    if (access.kind === 'public') return true;
    const auth = context.switchToHttp().getRequest<AuthedRequest>().auth;
    if (!auth) throw new UnauthorizedException({ error: ERROR_KEYS.unauthenticated });
    const denial = accessDecision(access, auth.session);
    if (denial) throw new ForbiddenException({ error: denial });
    return true;
  }
}
