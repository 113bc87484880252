import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  ACCOUNT_TYPES,
  AUTH_ERRORS,
  AUTH_RPC,
  LANGS,
  passwordChangeErrors,
  type AccountType,
  type BotCheckChallenge,
  type EmailResendRequest,
  type EmailVerifyRequest,
  type EmailVerifyResult,
  type Lang,
  type MessageEnvelope,
  type RegisterRequest,
  type RegisterResult,
} from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
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

  @MessagePattern(AUTH_RPC.botCheckChallenge)
  botCheckChallenge(): Promise<BotCheckChallenge> {
    return this.createChallenge.execute();
  }

  @MessagePattern(AUTH_RPC.register)
  register({ meta, payload }: MessageEnvelope<RegisterRequest>): Promise<RegisterResult> {
    const check = new FieldChecker(payload);
    const companyName = check.text('company_name', 255);
    const email = check.email('email');
    check.failAll(passwordChangeErrors(check.source, false));
    const accountType = check.oneOf('account_type', ACCOUNT_TYPES);
    if (check.source.terms !== true) check.fail('terms', AUTH_ERRORS.termsRequired);
    const botCheck = check.raw('bot_check');
    const lang = check.optionalOneOf('lang', LANGS) ?? 'en';
    throwIfInvalid(check);
    return this.registerCompany.execute(
      {
        companyName: companyName as string,
        email: email as string,
        password: check.source.password as string,
        accountType: accountType as AccountType,
        lang: lang as Lang,
        botCheck: botCheck as string,
      },
      meta,
    );
  }

  @MessagePattern(AUTH_RPC.emailVerify)
  verify({ payload }: MessageEnvelope<EmailVerifyRequest>): Promise<EmailVerifyResult> {
    const check = new FieldChecker(payload);
    // From the link's path and query: digits may come as strings.
    const userId = check.positiveInt('id', true);
    const hash = check.raw('hash');
    const expires = check.positiveInt('expires', true);
    throwIfInvalid(check);
    return this.verifyEmail.execute({ userId: userId as number, hash: hash as string, expires: expires as number });
  }

  @MessagePattern(AUTH_RPC.emailResend)
  resend({ meta, payload }: MessageEnvelope<EmailResendRequest>): Promise<{ ok: true }> {
    const check = new FieldChecker(payload);
    const email = check.email('email');
    throwIfInvalid(check);
    return this.resendVerification.execute(email as string, meta);
  }
}
