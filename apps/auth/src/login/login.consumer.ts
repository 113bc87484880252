import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  LOGIN,
  LoginRequest,
  normaliseEmail,
  RESEND_TWO_FACTOR_CODE,
  TwoFactorResendRequest,
  TwoFactorVerifyRequest,
  VERIFY_TWO_FACTOR,
  type LoginResult,
  type MessageEnvelope,
  type TokenPair,
  type TwoFactorChallengeIssued,
} from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { LogInUseCase } from './usecases/log-in/log-in.usecase';
import { ResendTwoFactorCodeUseCase } from './usecases/resend-two-factor-code/resend-two-factor-code.usecase';
import { VerifyTwoFactorUseCase } from './usecases/verify-two-factor/verify-two-factor.usecase';

@Controller()
export class LoginConsumer {
  constructor(
    private readonly logIn: LogInUseCase,
    private readonly verifyTwoFactor: VerifyTwoFactorUseCase,
    private readonly resendCode: ResendTwoFactorCodeUseCase,
  ) {}

  @MessagePattern(LOGIN.pattern)
  login({ meta, payload }: MessageEnvelope): Promise<LoginResult> {
    const request = readRequest(LoginRequest, payload);
    return this.logIn.execute(
      { email: normaliseEmail(request.email), password: request.password, rememberMe: request.remember_me ?? false, ip: request.ip ?? null },
      meta,
    );
  }

  @MessagePattern(VERIFY_TWO_FACTOR.pattern)
  verify({ payload }: MessageEnvelope): Promise<TokenPair> {
    const request = readRequest(TwoFactorVerifyRequest, payload);
    return this.verifyTwoFactor.execute({ challengeId: request.challenge_id, code: request.code, ip: request.ip ?? null });
  }

  @MessagePattern(RESEND_TWO_FACTOR_CODE.pattern)
  resend({ meta, payload }: MessageEnvelope): Promise<TwoFactorChallengeIssued> {
    return this.resendCode.execute(readRequest(TwoFactorResendRequest, payload).challenge_id, meta);
  }
}
