import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { LoginRequest, RefreshRequest, TwoFactorResendRequest, TwoFactorVerifyRequest } from '@presently/contracts';
import { OptionalBoolean, RequiredEmail, RequiredText } from '../../validation/field.decorators';

export class LoginDto implements LoginRequest {
  @RequiredEmail()
  email!: string;

  /** Not checked against the password policy here: an old password may predate it. */
  @RequiredText({ description: 'Password' })
  password!: string;

  @OptionalBoolean('Keep the session for 30 days instead of 12 hours')
  remember_me?: boolean;
}

export class TwoFactorVerifyDto implements TwoFactorVerifyRequest {
  @RequiredText({ max: 128, description: 'The challenge id the login answered', example: 'c2b9f0d2-…' })
  challenge_id!: string;

  @RequiredText({ max: 32, tooLongKey: 'invalid_2fa_code', trim: true, description: 'The code sent by e-mail', example: '123456' })
  code!: string;
}

export class TwoFactorResendDto implements TwoFactorResendRequest {
  @RequiredText({ max: 128, description: 'The challenge id the login answered' })
  challenge_id!: string;
}

export class RefreshTokenDto implements RefreshRequest {
  @RequiredText({ max: 4096, description: 'The refresh token of the session' })
  refresh_token!: string;
}

/** Swagger: what login and two-factor verification answer when a session was granted. */
export class SessionGrantedResponse {
  @ApiProperty() access_token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ description: 'Seconds until the access token expires' }) expires_in!: number;
  @ApiProperty({ description: 'The signed-in user, as GET /api/user-info answers it', type: 'object', additionalProperties: true })
  user!: Record<string, unknown>;
}

/** Swagger: what login answers when the company asks for an e-mailed code. */
export class TwoFactorRequiredResponse {
  @ApiProperty({ enum: [true] }) two_factor_required!: true;
  @ApiProperty() challenge_id!: string;
  @ApiPropertyOptional({ format: 'date-time' }) expires_at?: string;
}
