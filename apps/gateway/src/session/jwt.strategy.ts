import { createSecretKey, type KeyObject } from 'node:crypto';
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

type KeyDone = (err: unknown, key?: string | Buffer) => void;

/**
 * The HS256 secret as a KeyObject made once. Given a string, jsonwebtoken first tries to read it as a
 * PEM public key on every verification (createPublicKey throws, then createSecretKey), which cost a
 * quarter of the CPU of an authenticated request. jsonwebtoken takes a KeyObject as it is.
 */
export function secretKeyProvider(secret: string): (req: unknown, token: unknown, done: KeyDone) => void {
  const key: KeyObject = createSecretKey(Buffer.from(secret, 'utf8'));
  return (_req, _token, done) => done(null, key as unknown as Buffer);
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
      secretOrKeyProvider: secretKeyProvider(config.jwtSecret),
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
