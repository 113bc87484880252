import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { contractDto } from '../validation/contract-dto';
import {
  ChangeLanguageBody,
  EmailResendRequest,
  FirstPasswordChangeBody,
  ForgotPasswordRequest,
  LoginBody,
  PasswordChangeBody,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SetPasswordWithTokenRequest,
  TwoFactorResendRequest,
  TwoFactorVerifyBody,
} from '@presently/contracts';

// Bodies of the auth routes: the contract schemas auth parses too (the global pipe answers 422 / 400).
export class LoginDto extends contractDto(LoginBody) {}
export class TwoFactorVerifyDto extends contractDto(TwoFactorVerifyBody) {}
export class TwoFactorResendDto extends contractDto(TwoFactorResendRequest) {}
export class RefreshTokenDto extends contractDto(RefreshRequest) {}
export class ForgotPasswordDto extends contractDto(ForgotPasswordRequest) {}
export class ResetPasswordDto extends contractDto(ResetPasswordRequest) {}
export class SetPasswordWithTokenDto extends contractDto(SetPasswordWithTokenRequest) {}
export class PasswordChangeDto extends contractDto(PasswordChangeBody) {}
export class FirstPasswordChangeDto extends contractDto(FirstPasswordChangeBody) {}
export class RegisterDto extends contractDto(RegisterRequest) {}
export class EmailResendDto extends contractDto(EmailResendRequest) {}
export class ChangeLanguageDto extends contractDto(ChangeLanguageBody) {}

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
