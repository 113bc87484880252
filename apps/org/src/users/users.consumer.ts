import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AvatarFile, type MessageEnvelope, ORG_RPC, type Profile, type UserInfo } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetAvatarUseCase } from './usecases/get-avatar/get-avatar.usecase';
import { GetProfileUseCase } from './usecases/get-profile/get-profile.usecase';
import { GetUserInfoUseCase } from './usecases/get-user-info/get-user-info.usecase';
import { SetAvatarUseCase } from './usecases/set-avatar/set-avatar.usecase';

@Controller()
export class UsersConsumer {
  constructor(
    private readonly getUserInfo: GetUserInfoUseCase,
    private readonly getProfile: GetProfileUseCase,
    private readonly setAvatar: SetAvatarUseCase,
    private readonly getAvatar: GetAvatarUseCase,
  ) {}

  @MessagePattern(ORG_RPC.userInfo)
  userInfo(@Payload() envelope: MessageEnvelope): Promise<UserInfo> {
    return this.getUserInfo.execute(requireActor(envelope.meta));
  }

  @MessagePattern(ORG_RPC.profile)
  profile(@Payload() envelope: MessageEnvelope): Promise<Profile> {
    return this.getProfile.execute(requireActor(envelope.meta));
  }

  @MessagePattern(ORG_RPC.setAvatar)
  uploadAvatar(@Payload() envelope: MessageEnvelope): Promise<{ avatar_url: string }> {
    return this.setAvatar.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_RPC.getAvatar)
  avatar(@Payload() envelope: MessageEnvelope): Promise<AvatarFile> {
    return this.getAvatar.execute(requireActor(envelope.meta), envelope.payload);
  }
}
