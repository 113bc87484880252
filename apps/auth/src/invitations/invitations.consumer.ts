import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AUTH_RPC, passwordChangeErrors, type MessageEnvelope, type SetPasswordWithTokenRequest } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { SetPasswordWithTokenUseCase, type SetPasswordWithTokenResult } from './usecases/set-password-with-token/set-password-with-token.usecase';

@Controller()
export class InvitationsConsumer {
  constructor(private readonly setPassword: SetPasswordWithTokenUseCase) {}

  /** The fields first (422), as for a reset; then the token (400 invalid_or_expired_token). */
  @MessagePattern(AUTH_RPC.setPasswordWithToken)
  setPasswordWithToken({ payload }: MessageEnvelope<SetPasswordWithTokenRequest>): Promise<SetPasswordWithTokenResult> {
    const check = new FieldChecker(payload);
    const token = check.raw('token');
    check.failAll(passwordChangeErrors(check.source, false));
    throwIfInvalid(check);
    return this.setPassword.execute({ token: token as string, password: check.source.password as string });
  }
}
