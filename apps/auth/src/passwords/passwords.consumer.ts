import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  CHANGE_EXPIRED_PASSWORD,
  CHANGE_FIRST_PASSWORD,
  CHANGE_PASSWORD,
  FirstPasswordChangeRequest,
  FORGOT_PASSWORD,
  ForgotPasswordRequest,
  normaliseEmail,
  PasswordChangeRequest,
  RESET_PASSWORD,
  ResetPasswordRequest,
  type AccountFlags,
  type ForgotPasswordResult,
  type MessageEnvelope,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { ChangePasswordUseCase } from './usecases/change-password/change-password.usecase';
import { RequestPasswordResetUseCase } from './usecases/request-password-reset/request-password-reset.usecase';
import { ResetPasswordUseCase } from './usecases/reset-password/reset-password.usecase';

@Controller()
export class PasswordsConsumer {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
    private readonly changePassword: ChangePasswordUseCase,
  ) {}

  @MessagePattern(FORGOT_PASSWORD.pattern)
  forgot({ meta, payload }: MessageEnvelope): Promise<ForgotPasswordResult> {
    const request = readRequest(ForgotPasswordRequest, payload);
    return this.requestReset.execute(normaliseEmail(request.email), request.lang ?? undefined, meta);
  }

  @MessagePattern(RESET_PASSWORD.pattern)
  reset({ payload }: MessageEnvelope): Promise<{ ok: true }> {
    const request = readRequest(ResetPasswordRequest, payload);
    return this.resetPassword.execute({ email: normaliseEmail(request.email), code: request.code, password: request.password });
  }

  /** A password change names the session it is made from (the gateway adds the token's `sid`): that one survives. */
  @MessagePattern(CHANGE_PASSWORD.pattern)
  change(envelope: MessageEnvelope): Promise<AccountFlags> {
    return this.changeWithOldPassword('change', envelope);
  }

  @MessagePattern(CHANGE_EXPIRED_PASSWORD.pattern)
  expiredChange(envelope: MessageEnvelope): Promise<AccountFlags> {
    return this.changeWithOldPassword('expired', envelope);
  }

  /** The change form and the expired-password dialog differ only in what the change clears. */
  private changeWithOldPassword(mode: 'change' | 'expired', { meta, payload }: MessageEnvelope): Promise<AccountFlags> {
    const actor = requireActor(meta);
    const request = readRequest(PasswordChangeRequest, payload);
    return this.changePassword.execute({ mode, userId: actor.userId, sessionId: request.session_id ?? null, oldPassword: request.old_password, password: request.password });
  }

  @MessagePattern(CHANGE_FIRST_PASSWORD.pattern)
  firstChange({ meta, payload }: MessageEnvelope): Promise<AccountFlags> {
    const actor = requireActor(meta);
    const request = readRequest(FirstPasswordChangeRequest, payload);
    return this.changePassword.execute({ mode: 'first', userId: actor.userId, sessionId: request.session_id ?? null, password: request.password });
  }
}
