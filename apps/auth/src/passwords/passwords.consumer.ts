import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  AUTH_RPC,
  LANGS,
  passwordChangeErrors,
  type AccountFlags,
  type ForgotPasswordRequest,
  type Lang,
  type MessageEnvelope,
  type PasswordChangeRequest,
  type ResetPasswordRequest,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { FIELD_ERRORS, FieldChecker, isUuid, throwIfInvalid } from '@presently/validation';
import { ChangePasswordUseCase, type PasswordChangeMode } from './usecases/change-password/change-password.usecase';
import { RequestPasswordResetUseCase, type ForgotPasswordResult } from './usecases/request-password-reset/request-password-reset.usecase';
import { ResetPasswordUseCase } from './usecases/reset-password/reset-password.usecase';

/** A password change names the session it is made from (the gateway adds the token's `sid`). */
export interface SessionPasswordChangeRequest extends PasswordChangeRequest {
  session_id?: string;
}

@Controller()
export class PasswordsConsumer {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
    private readonly changePassword: ChangePasswordUseCase,
  ) {}

  @MessagePattern(AUTH_RPC.passwordForgot)
  forgot({ meta, payload }: MessageEnvelope<ForgotPasswordRequest>): Promise<ForgotPasswordResult> {
    const check = new FieldChecker(payload);
    const email = check.email('email');
    const lang = check.optionalOneOf('lang', LANGS);
    throwIfInvalid(check);
    return this.requestReset.execute(email as string, lang as Lang | undefined, meta);
  }

  @MessagePattern(AUTH_RPC.passwordReset)
  reset({ payload }: MessageEnvelope<ResetPasswordRequest>): Promise<{ ok: true }> {
    const check = new FieldChecker(payload);
    const email = check.email('email');
    const code = check.raw('code');
    check.failAll(passwordChangeErrors(check.source, false));
    throwIfInvalid(check);
    return this.resetPassword.execute({ email: email as string, code: code as string, password: check.source.password as string });
  }

  @MessagePattern(AUTH_RPC.passwordChange)
  change(envelope: MessageEnvelope<SessionPasswordChangeRequest>): Promise<AccountFlags> {
    return this.changeIn('change', envelope);
  }

  @MessagePattern(AUTH_RPC.passwordExpiredChange)
  expiredChange(envelope: MessageEnvelope<SessionPasswordChangeRequest>): Promise<AccountFlags> {
    return this.changeIn('expired', envelope);
  }

  @MessagePattern(AUTH_RPC.passwordFirstChange)
  firstChange(envelope: MessageEnvelope<SessionPasswordChangeRequest>): Promise<AccountFlags> {
    return this.changeIn('first', envelope);
  }

  private changeIn(mode: PasswordChangeMode, { meta, payload }: MessageEnvelope<SessionPasswordChangeRequest>): Promise<AccountFlags> {
    const actor = requireActor(meta);
    const check = new FieldChecker(payload);
    const sessionId = check.optionalRaw('session_id');
    if (sessionId !== undefined && !isUuid(sessionId)) check.fail('session_id', FIELD_ERRORS.invalidOption);
    check.failAll(passwordChangeErrors(check.source, mode !== 'first'));
    throwIfInvalid(check);
    return this.changePassword.execute({
      mode,
      userId: actor.userId,
      sessionId: sessionId ?? null,
      oldPassword: mode === 'first' ? undefined : (check.source.old_password as string),
      password: check.source.password as string,
    });
  }
}
