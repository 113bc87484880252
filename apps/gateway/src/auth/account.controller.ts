import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ACCEPT_TERMS, CHANGE_EXPIRED_PASSWORD, CHANGE_FIRST_PASSWORD, CHANGE_LANGUAGE, LOG_OUT } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AllowedBeforeTerms, ExpiredPasswordChange, ForcedPasswordChange } from '../access/access.decorators';
import { actorOfRequest, authOf, metaOf, type AuthedRequest } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { ChangeLanguageDto, FirstPasswordChangeDto, PasswordChangeDto } from './auth.dtos';
import { data } from '../common/envelope';
import { UserInfoService } from './user-info.service';

const GATED = { status: 403, description: 'terms_not_accepted, password_change_required or password_expired: the session must settle that first' };

/** The signed-in user's own session: open before the terms are accepted and while a password change is pending. */
@ApiTags('session')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'unauthenticated: no token, a bad one, or a session that has ended' })
@Controller()
export class AccountController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly users: UserInfoService,
  ) {}

  @Get('user-info')
  @AllowedBeforeTerms()
  @ApiOperation({ summary: 'The signed-in user with company, roles and account flags (terms, password change, expiry, language)' })
  @ApiOkResponse({ description: '{ data: { user } }' })
  async userInfo(@Req() req: FastifyRequest) {
    return data({ user: await this.users.build(actorOfRequest(req), (req as AuthedRequest).id) });
  }

  @Post('accept-privacy-policy')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforeTerms()
  @ApiOperation({ summary: 'Accept the terms and privacy policy' })
  async acceptPrivacyPolicy(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(ACCEPT_TERMS, { session_id: authOf(req).sid }, metaOf(req)));
  }

  @Post('change-user-lang')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforeTerms()
  @ApiOperation({ summary: 'Change the signed-in user’s language (en, mk, bg)' })
  @ApiResponse({ status: 422, description: '{ errors: { user_lang: ["invalid_option"] } }' })
  async changeLanguage(@Body() dto: ChangeLanguageDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CHANGE_LANGUAGE, { user_lang: dto.user_lang, session_id: authOf(req).sid }, metaOf(req)));
  }

  @Post('vue-logout')
  @HttpCode(HttpStatus.OK)
  @AllowedBeforeTerms()
  @ApiOperation({ summary: 'End this session (its access and refresh tokens stop working at once)' })
  async logout(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LOG_OUT, { session_id: authOf(req).sid }, metaOf(req)));
  }

  @Post('first-password-change')
  @HttpCode(HttpStatus.OK)
  @ForcedPasswordChange()
  @ApiOperation({ summary: 'Set a new password after a first login with a password someone else chose (only while one is required)' })
  @ApiResponse({ status: 422, description: 'Password policy keys: { errors: { password: [...], password_confirmation: [...] } }' })
  @ApiResponse(GATED)
  async firstPasswordChange(@Body() dto: FirstPasswordChangeDto, @Req() req: FastifyRequest) {
    const payload = { password: dto.password, password_confirmation: dto.password_confirmation, session_id: authOf(req).sid };
    return data(await this.rpc.call(CHANGE_FIRST_PASSWORD, payload, metaOf(req)));
  }

  @Post('password/expired-change')
  @HttpCode(HttpStatus.OK)
  @ExpiredPasswordChange()
  @ApiOperation({ summary: 'Replace an expired password (only while it is expired)' })
  @ApiResponse({ status: 422, description: '{ errors: { old_password: ["wrong_old_password"], password: [...], … } }' })
  @ApiResponse(GATED)
  async expiredPasswordChange(@Body() dto: PasswordChangeDto, @Req() req: FastifyRequest) {
    const payload = { old_password: dto.old_password, password: dto.password, password_confirmation: dto.password_confirmation, session_id: authOf(req).sid };
    return data(await this.rpc.call(CHANGE_EXPIRED_PASSWORD, payload, metaOf(req)));
  }
}
