import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CREATE_BOT_CHECK_CHALLENGE,
  EmailResendRequest,
  EmailVerifyRequest,
  normaliseEmail,
  REGISTER,
  RegisterRequest,
  RESEND_VERIFICATION_EMAIL,
  VERIFY_EMAIL,
  type BotCheckChallenge,
  type EmailVerifyResult,
  type MessageEnvelope,
  type RegisterResult,
} from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { CreateBotCheckChallengeUseCase } from './usecases/create-bot-check-challenge/create-bot-check-challenge.usecase';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';
import { ResendVerificationEmailUseCase } from './usecases/resend-verification-email/resend-verification-email.usecase';
import { VerifyEmailUseCase } from './usecases/verify-email/verify-email.usecase';

@Controller()
export class RegistrationConsumer {
  constructor(
    private readonly createChallenge: CreateBotCheckChallengeUseCase,
    private readonly registerCompany: RegisterCompanyUseCase,
    private readonly verifyEmail: VerifyEmailUseCase,
    private readonly resendVerification: ResendVerificationEmailUseCase,
  ) {}

  @MessagePattern(CREATE_BOT_CHECK_CHALLENGE.pattern)
  botCheckChallenge(): Promise<BotCheckChallenge> {
    return this.createChallenge.execute();
  }

  @MessagePattern(REGISTER.pattern)
  register({ meta, payload }: MessageEnvelope): Promise<RegisterResult> {
    const request = readRequest(RegisterRequest, payload);
    return this.registerCompany.execute(
      {
        companyName: request.company_name,
        email: normaliseEmail(request.email),
        password: request.password,
        accountType: request.account_type,
        lang: request.lang ?? 'en',
        botCheck: request.bot_check,
      },
      meta,
    );
  }

  /** The link's parts come from its path and query: digits may arrive as strings. */
  @MessagePattern(VERIFY_EMAIL.pattern)
  verify({ payload }: MessageEnvelope): Promise<EmailVerifyResult> {
    const request = readRequest(EmailVerifyRequest, payload);
    return this.verifyEmail.execute({ userId: request.id, hash: request.hash, expires: request.expires });
  }

  @MessagePattern(RESEND_VERIFICATION_EMAIL.pattern)
  resend({ meta, payload }: MessageEnvelope): Promise<{ ok: true }> {
    return this.resendVerification.execute(normaliseEmail(readRequest(EmailResendRequest, payload).email), meta);
  }
}
