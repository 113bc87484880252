import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ERROR_KEYS, type AccessTokenClaims, type Actor } from '@presently/contracts';
import type { AuthedRequest } from '../common/meta';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import { actorOf, isValidSid, SessionStore } from './session.store';

/** Redis did not answer: the request cannot be authenticated either way, so it is a 503, not a 401. */
export class SessionStoreUnavailable extends ServiceUnavailableException {
  constructor() {
    super({ error: ERROR_KEYS.serviceUnavailable });
  }
}

/**
 * Verifies the bearer access token (HS256, the shared JWT_SECRET), then loads the live session its `sid`
 * names. A missing session is a 401: that is how logout, blocking and password resets revoke at once.
 * The actor comes from the session record, so a role or language change applies to the next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionStore,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(req: AuthedRequest, claims: Partial<AccessTokenClaims>): Promise<Actor | null> {
    if (!isValidSid(claims.sid) || !Number.isInteger(claims.sub)) return null;
    let session;
    try {
      session = await this.sessions.find(claims.sid);
    } catch {
      throw new SessionStoreUnavailable();
    }
    if (!session || session.uid !== claims.sub) return null;
    req.auth = { sid: claims.sid, session };
    return actorOf(session);
  }
}
