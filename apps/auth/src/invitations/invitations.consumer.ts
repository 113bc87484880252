import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SET_PASSWORD_WITH_TOKEN, SetPasswordWithTokenRequest, type MessageEnvelope, type SetPasswordWithTokenResult } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { SetPasswordWithTokenUseCase } from './usecases/set-password-with-token/set-password-with-token.usecase';

@Controller()
export class InvitationsConsumer {
  constructor(private readonly setPassword: SetPasswordWithTokenUseCase) {}

  /** The fields first (422), as for a reset; then the token (400 invalid_or_expired_token). */
  @MessagePattern(SET_PASSWORD_WITH_TOKEN.pattern)
  setPasswordWithToken({ payload }: MessageEnvelope): Promise<SetPasswordWithTokenResult> {
    const request = readRequest(SetPasswordWithTokenRequest, payload);
    return this.setPassword.execute({ token: request.token, password: request.password });
  }
}
