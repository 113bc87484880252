import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AvatarFile,
  type MessageEnvelope,
  ORG_ADMIN_RPC,
  ORG_RPC,
  type Page,
  type Profile,
  type UserDetails,
  type UserInfo,
  type UserSummary,
  type WorkSettings,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { ChangeUserStatusUseCase } from './usecases/change-user-status/change-user-status.usecase';
import { RegenerateQrCodeUseCase } from './usecases/regenerate-qr-code/regenerate-qr-code.usecase';
import { CreateUserUseCase } from './usecases/create-user/create-user.usecase';
import { GetAvatarUseCase } from './usecases/get-avatar/get-avatar.usecase';
import { GetProfileUseCase } from './usecases/get-profile/get-profile.usecase';
import { GetUserUseCase } from './usecases/get-user/get-user.usecase';
import { GetUserInfoUseCase } from './usecases/get-user-info/get-user-info.usecase';
import { GetWorkSettingsUseCase } from './usecases/get-work-settings/get-work-settings.usecase';
import { ListQrCodesUseCase, type UserQrCode } from './usecases/list-qr-codes/list-qr-codes.usecase';
import { ListUsersUseCase } from './usecases/list-users/list-users.usecase';
import { SetAvatarUseCase } from './usecases/set-avatar/set-avatar.usecase';
import { UpdateUserUseCase } from './usecases/update-user/update-user.usecase';
import { UpdateWorkSettingsUseCase } from './usecases/update-work-settings/update-work-settings.usecase';

@Controller()
export class UsersConsumer {
  constructor(
    private readonly getUserInfo: GetUserInfoUseCase,
    private readonly getProfile: GetProfileUseCase,
    private readonly setAvatar: SetAvatarUseCase,
    private readonly getAvatar: GetAvatarUseCase,
    private readonly listUsers: ListUsersUseCase,
    private readonly getUser: GetUserUseCase,
    private readonly createUser: CreateUserUseCase,
    private readonly updateUser: UpdateUserUseCase,
    private readonly changeStatus: ChangeUserStatusUseCase,
    private readonly regenerateQr: RegenerateQrCodeUseCase,
    private readonly listQrCodes: ListQrCodesUseCase,
    private readonly getWorkSettings: GetWorkSettingsUseCase,
    private readonly updateWorkSettings: UpdateWorkSettingsUseCase,
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

  @MessagePattern(ORG_ADMIN_RPC.listUsers)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<UserSummary>> {
    return this.listUsers.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.getUser)
  get(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.getUser.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.createUser)
  create(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.createUser.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.updateUser)
  update(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.updateUser.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.changeUserStatus)
  status(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.changeStatus.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.regenerateQrCode)
  regenerateQrCode(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.regenerateQr.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.listQrCodes)
  qrCodes(@Payload() envelope: MessageEnvelope): Promise<UserQrCode[]> {
    return this.listQrCodes.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.getWorkSettings)
  workSettings(@Payload() envelope: MessageEnvelope): Promise<WorkSettings> {
    return this.getWorkSettings.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.updateWorkSettings)
  saveWorkSettings(@Payload() envelope: MessageEnvelope): Promise<WorkSettings> {
    return this.updateWorkSettings.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
