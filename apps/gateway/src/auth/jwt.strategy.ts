import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Actor, Lang } from '@presently/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';

/** Claims of an access token: user, company, role and language; `sid` names the revocable session. */
export interface AccessTokenClaims {
  sub: number;
  cid: number;
  rid: number;
  lang: Lang;
  sid?: string;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessTokenClaims): Actor {
    return { userId: claims.sub, companyId: claims.cid, roleId: claims.rid, lang: claims.lang };
  }
}
