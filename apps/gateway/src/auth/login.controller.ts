import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  FORGOT_PASSWORD,
  LOGIN,
  REFRESH_SESSION,
  RESEND_TWO_FACTOR_CODE,
  RESET_PASSWORD,
  SET_PASSWORD_WITH_TOKEN,
  VERIFY_TWO_FACTOR,
  type TokenPair,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Public } from '../session/public.decorator';
import { metaOf, type AuthedRequest } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { RateLimited } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import {
  ForgotPasswordDto,
  LoginDto,
  RefreshTokenDto,
  ResetPasswordDto,
  SessionGrantedResponse,
  SetPasswordWithTokenDto,
  TwoFactorRequiredResponse,
  TwoFactorResendDto,
  TwoFactorVerifyDto,
} from './auth.dtos';
import { data } from '../common/envelope';
import { UserInfoService, type SignedInUser } from './user-info.service';

const TOO_MANY = { status: 429, description: '{ error: "too_many_requests" } with a Retry-After header (per IP per minute, per account per 15 minutes)' };
const INVALID = { status: 422, description: '{ errors: { field: [key] } }' };

/** Signing in: login, the e-mailed second factor, token refresh, and the forgotten-password flow. */
@ApiTags('authentication')
@ApiExtraModels(SessionGrantedResponse, TwoFactorRequiredResponse)
@Public()
@UseGuards(RateLimitGuard)
@Controller()
export class LoginController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly users: UserInfoService,
  ) {}

  private async granted(tokens: TokenPair, req: FastifyRequest): Promise<TokenPair & { user: SignedInUser }> {
    const user = await this.users.forNewSession(tokens.access_token, (req as AuthedRequest).id);
    return { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_in: tokens.expires_in, user };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login', 'email')
  @ApiOperation({ summary: 'Log in with e-mail and password: a session, or a two-factor challenge when the company asks for one' })
  @ApiOkResponse({ schema: { properties: { data: { oneOf: [{ $ref: getSchemaPath(SessionGrantedResponse) }, { $ref: getSchemaPath(TwoFactorRequiredResponse) }] } } } })
  @ApiResponse({ status: 401, description: 'invalid_credentials' })
  @ApiResponse({ status: 403, description: 'user_blocked, user_deactivated, email_not_verified, no_company_account' })
  @ApiResponse(INVALID)
  @ApiResponse(TOO_MANY)
  async login(@Body() dto: LoginDto, @Req() req: FastifyRequest) {
    const payload = { email: dto.email, password: dto.password, remember_me: dto.remember_me ?? false, ip: req.ip };
    const result = await this.rpc.call(LOGIN, payload, metaOf(req));
    if (result.two_factor_required) {
      return data({ two_factor_required: true, challenge_id: result.challenge_id, expires_at: result.expires_at });
    }
    return data(await this.granted(result, req));
  }

  @Post('login/two-factor')
  @HttpCode(HttpStatus.OK)
  @RateLimited('two-factor', 'challenge_id')
  @ApiOperation({ summary: 'Complete a login with the e-mailed code' })
  @ApiOkResponse({ schema: { properties: { data: { $ref: getSchemaPath(SessionGrantedResponse) } } } })
  @ApiResponse({ status: 422, description: '{ errors: { code: ["invalid_or_expired_2fa_code"] } } and other field keys' })
  @ApiResponse(TOO_MANY)
  async verifyTwoFactor(@Body() dto: TwoFactorVerifyDto, @Req() req: FastifyRequest) {
    // The client address travels for auth's session row and audit, as with login.
    const tokens = await this.rpc.call(VERIFY_TWO_FACTOR, { challenge_id: dto.challenge_id, code: dto.code, ip: req.ip }, metaOf(req));
    return data(await this.granted(tokens, req));
  }

  @Post('login/two-factor/resend')
  @HttpCode(HttpStatus.OK)
  @RateLimited('two-factor', 'challenge_id')
  @ApiOperation({ summary: 'Send a new two-factor code for the challenge' })
  @ApiResponse({ status: 400, description: 'resend_code_failed' })
  @ApiResponse(INVALID)
  @ApiResponse(TOO_MANY)
  async resendTwoFactor(@Body() dto: TwoFactorResendDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(RESEND_TWO_FACTOR_CODE, { challenge_id: dto.challenge_id }, metaOf(req)));
  }

  @Post('token/refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new access token (and rotated refresh token) for a live session' })
  @ApiResponse({ status: 401, description: 'unauthenticated: the session is gone or the refresh token is not valid' })
  @ApiResponse(INVALID)
  async refresh(@Body() dto: RefreshTokenDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REFRESH_SESSION, { refresh_token: dto.refresh_token }, metaOf(req)));
  }

  @Post('password/forgot')
  @HttpCode(HttpStatus.OK)
  @RateLimited('password', 'email')
  @ApiOperation({ summary: 'E-mail a password reset code (answers the same whether or not the account exists)' })
  @ApiResponse(INVALID)
  @ApiResponse(TOO_MANY)
  async forgot(@Body() dto: ForgotPasswordDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(FORGOT_PASSWORD, { email: dto.email, lang: dto.lang }, metaOf(req)));
  }

  @Post('password/reset')
  @HttpCode(HttpStatus.OK)
  @RateLimited('password', 'email')
  @ApiOperation({ summary: 'Set a new password with the e-mailed reset code; every session of the account ends' })
  @ApiResponse({ status: 422, description: '{ errors: { code: ["invalid_or_expired_reset_code"] } }, password policy keys, …' })
  @ApiResponse(TOO_MANY)
  async reset(@Body() dto: ResetPasswordDto, @Req() req: FastifyRequest) {
    const payload = { email: dto.email, code: dto.code, password: dto.password, password_confirmation: dto.password_confirmation };
    return data(await this.rpc.call(RESET_PASSWORD, payload, metaOf(req)));
  }

  @Post('password/set-with-token')
  @HttpCode(HttpStatus.OK)
  // Limited with forgot and reset (per IP), and per token as an account is per e-mail.
  @RateLimited('password', 'token')
  @ApiOperation({ summary: 'Set the first password from an invitation link (the one-time token of the e-mail, valid 7 days)' })
  @ApiResponse({ status: 422, description: '{ errors: { token: [key] } } for a used or expired token, password policy keys, …' })
  @ApiResponse(TOO_MANY)
  async setPasswordWithToken(@Body() dto: SetPasswordWithTokenDto, @Req() req: FastifyRequest) {
    const payload = { token: dto.token, password: dto.password, password_confirmation: dto.password_confirmation };
    return data(await this.rpc.call(SET_PASSWORD_WITH_TOKEN, payload, metaOf(req)));
  }
}
