import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MAX_ID } from '@presently/domain';
import {
  AUTH_ERRORS,
  CREATE_BOT_CHECK_CHALLENGE,
  REGISTER,
  RESEND_VERIFICATION_EMAIL,
  VERIFY_EMAIL,
  type EmailVerifyRequest,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Public } from '../session/public.decorator';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { RateLimited } from '../rate-limit/rate-limit.decorator';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';
import { EmailResendDto, RegisterDto } from './auth.dtos';
import { data } from '../common/envelope';

const INT = /^[1-9][0-9]{0,9}$/;
const HASH = /^[A-Za-z0-9_.=-]{1,256}$/;

/** The parts of a verification link, or null when the link cannot be one the service made. */
export function parseVerificationLink(id: string, hash: string, expires: unknown): EmailVerifyRequest | null {
  if (!INT.test(id) || Number(id) > MAX_ID || !HASH.test(hash)) return null;
  if (typeof expires !== 'string' || !/^[0-9]{1,12}$/.test(expires)) return null;
  return { id: Number(id), hash, expires: Number(expires) };
}

/** Company registration with a bot check, and e-mail verification. */
@ApiTags('registration')
@Public()
@UseGuards(RateLimitGuard)
@Controller()
export class RegistrationController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('bot-check/challenge')
  @ApiOperation({ summary: 'A proof-of-work challenge (ALTCHA) for the registration form' })
  @ApiOkResponse({ description: '{ data: { algorithm, challenge, maxnumber, salt, signature } }' })
  async botCheckChallenge(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_BOT_CHECK_CHALLENGE, {}, metaOf(req)));
  }

  @Post('register')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Register a company and its first user (role 1); a verification e-mail follows' })
  @ApiCreatedResponse({ description: '{ data: { user_id, company_id } }' })
  @ApiResponse({ status: 422, description: '{ errors: { email: ["email_taken"], bot_check: ["bot_check_failed"], terms: ["terms_required"], … } }' })
  async register(@Body() dto: RegisterDto, @Req() req: FastifyRequest) {
    const payload = {
      company_name: dto.company_name,
      email: dto.email,
      password: dto.password,
      password_confirmation: dto.password_confirmation,
      account_type: dto.account_type,
      terms: dto.terms,
      bot_check: dto.bot_check,
      lang: dto.lang,
    };
    return data(await this.rpc.call(REGISTER, payload, metaOf(req)));
  }

  @Get('email/verify/:id/:hash')
  @ApiOperation({ summary: 'Verify an e-mail address from the signed link' })
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'hash', type: String })
  @ApiQuery({ name: 'expires', type: Number, description: 'Unix seconds, part of the signed link' })
  @ApiOkResponse({ description: '{ data: { status: "verified" | "already_verified" } }' })
  @ApiResponse({ status: 400, description: 'verification_link_invalid, verification_link_expired' })
  async verifyEmail(@Param('id') id: string, @Param('hash') hash: string, @Query('expires') expires: unknown, @Req() req: FastifyRequest) {
    const link = parseVerificationLink(id, hash, expires);
    if (!link) throw new BadRequestException({ error: AUTH_ERRORS.verificationLinkInvalid });
    return data(await this.rpc.call(VERIFY_EMAIL, link, metaOf(req)));
  }

  @Post('email/resend')
  @HttpCode(HttpStatus.OK)
  @RateLimited('email', 'email')
  @ApiOperation({ summary: 'Send the verification e-mail again' })
  @ApiResponse({ status: 422, description: '{ errors: { email: [key] } }' })
  @ApiResponse({ status: 429, description: '{ error: "too_many_requests" } with Retry-After' })
  async resendVerification(@Body() dto: EmailResendDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(RESEND_VERIFICATION_EMAIL, { email: dto.email }, metaOf(req)));
  }
}
