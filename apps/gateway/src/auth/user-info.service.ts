import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  ERROR_KEYS,
  GET_ACCOUNT_FLAGS,
  GET_USER_INFO,
  type AccessTokenClaims,
  type AccountFlags,
  type Actor,
  type UserInfo,
} from '@presently/contracts';
import { RpcError, type RpcClient } from '@presently/messaging';
import { actorOf, SessionStore } from '../session/session.store';
import { RPC_CLIENT } from '../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';

/** The signed-in user as GET /api/user-info and login answer it: org's user with auth's account flags. */
export type SignedInUser = UserInfo & Pick<AccountFlags, 'terms_conds' | 'change_password_required' | 'password_expired' | 'lang'>;

@Injectable()
export class UserInfoService {
  private readonly logger = new Logger(UserInfoService.name);
  private readonly jwt: JwtService;

  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
    private readonly sessions: SessionStore,
  ) {
    this.jwt = new JwtService({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } });
  }

  /** Both halves in parallel: org knows the user and company, auth the account's flags. */
  async build(actor: Actor, requestId: string): Promise<SignedInUser> {
    const meta = { requestId, actor };
    const [user, flags] = await Promise.all([
      this.rpc.call(GET_USER_INFO, {}, meta),
      this.rpc.call(GET_ACCOUNT_FLAGS, {}, meta),
    ]);
    return {
      ...user,
      terms_conds: flags.terms_conds,
      change_password_required: flags.change_password_required,
      password_expired: flags.password_expired,
      lang: flags.lang,
    };
  }

  /** The user of a session auth has just granted, found through the sid its new access token names. */
  async forNewSession(accessToken: string, requestId: string): Promise<SignedInUser> {
    let sid: string;
    try {
      sid = (await this.jwt.verifyAsync<AccessTokenClaims>(accessToken)).sid;
    } catch (err) {
      this.logger.error({ err }, 'auth granted an access token the gateway cannot verify (JWT_SECRET differs?)');
      throw new RpcError({ status: 502, error: ERROR_KEYS.serverError });
    }
    const session = await this.sessions.find(sid).catch(() => null);
    if (!session) {
      this.logger.error({ sid }, 'auth granted a session the gateway cannot find in Redis');
      throw new RpcError({ status: 503, error: ERROR_KEYS.serviceUnavailable });
    }
    return this.build(actorOf(session), requestId);
  }
}
