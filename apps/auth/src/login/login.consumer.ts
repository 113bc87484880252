import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  AUTH_RPC,
  PASSWORD_KEYS,
  PASSWORD_MAX,
  type LoginRequest,
  type LoginResult,
  type MessageEnvelope,
  type TokenPair,
  type TwoFactorResendRequest,
  type TwoFactorVerifyRequest,
} from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { LogInUseCase } from './usecases/log-in/log-in.usecase';
import { ResendTwoFactorCodeUseCase, type ResendResult } from './usecases/resend-two-factor-code/resend-two-factor-code.usecase';
import { VerifyTwoFactorUseCase } from './usecases/verify-two-factor/verify-two-factor.usecase';

/** The client address the gateway passes on, for the session row; anything odd is dropped. */
function readIp(check: FieldChecker): string | null {
  const ip = check.source.ip;
  return typeof ip === 'string' && ip.length > 0 && ip.length <= 64 ? ip : null;
}

@Controller()
export class LoginConsumer {
  constructor(
    private readonly logIn: LogInUseCase,
    private readonly verifyTwoFactor: VerifyTwoFactorUseCase,
    private readonly resendCode: ResendTwoFactorCodeUseCase,
  ) {}

  @MessagePattern(AUTH_RPC.login)
  login({ meta, payload }: MessageEnvelope<LoginRequest>): Promise<LoginResult> {
    const check = new FieldChecker(payload);
    const email = check.email('email');
    const password = check.raw('password');
    // The maximum length applies at login too: nothing longer was ever accepted as a password.
    if (password !== undefined && password.length > PASSWORD_MAX) check.fail('password', PASSWORD_KEYS.tooLong);
    const rememberMe = check.optionalBoolean('remember_me', false);
    throwIfInvalid(check);
    return this.logIn.execute({ email: email as string, password: password as string, rememberMe, ip: readIp(check) }, meta);
  }

  @MessagePattern(AUTH_RPC.twoFactorVerify)
  verify({ payload }: MessageEnvelope<TwoFactorVerifyRequest>): Promise<TokenPair> {
    const check = new FieldChecker(payload);
    const challengeId = check.raw('challenge_id');
    const code = check.raw('code');
    throwIfInvalid(check);
    return this.verifyTwoFactor.execute({ challengeId: challengeId as string, code: code as string, ip: readIp(check) });
  }

  @MessagePattern(AUTH_RPC.twoFactorResend)
  resend({ meta, payload }: MessageEnvelope<TwoFactorResendRequest>): Promise<ResendResult> {
    const check = new FieldChecker(payload);
    const challengeId = check.raw('challenge_id');
    throwIfInvalid(check);
    return this.resendCode.execute(challengeId as string, meta);
  }
}
