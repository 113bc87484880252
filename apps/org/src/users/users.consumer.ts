import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type AvatarFile,
  CHANGE_USER_STATUS,
  CREATE_USER,
  GET_AVATAR,
  GET_PROFILE,
  GET_USER,
  GET_USER_INFO,
  GET_WORK_SETTINGS,
  LIST_QR_CODES,
  LIST_USERS,
  type MessageEnvelope,
  type Page,
  type Profile,
  REGENERATE_QR_CODE,
  SET_AVATAR,
  UPDATE_USER,
  UPDATE_WORK_SETTINGS,
  type UserDetails,
  type UserInfo,
  type UserQrCode,
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
import { ListQrCodesUseCase } from './usecases/list-qr-codes/list-qr-codes.usecase';
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

  @MessagePattern(GET_USER_INFO.pattern)
  userInfo(@Payload() envelope: MessageEnvelope): Promise<UserInfo> {
    return this.getUserInfo.execute(requireActor(envelope.meta));
  }

  @MessagePattern(GET_PROFILE.pattern)
  profile(@Payload() envelope: MessageEnvelope): Promise<Profile> {
    return this.getProfile.execute(requireActor(envelope.meta));
  }

  @MessagePattern(SET_AVATAR.pattern)
  uploadAvatar(@Payload() envelope: MessageEnvelope): Promise<{ avatar_url: string }> {
    return this.setAvatar.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(GET_AVATAR.pattern)
  avatar(@Payload() envelope: MessageEnvelope): Promise<AvatarFile> {
    return this.getAvatar.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(LIST_USERS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<UserSummary>> {
    return this.listUsers.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(GET_USER.pattern)
  get(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.getUser.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(CREATE_USER.pattern)
  create(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.createUser.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(UPDATE_USER.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.updateUser.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(CHANGE_USER_STATUS.pattern)
  status(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.changeStatus.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(REGENERATE_QR_CODE.pattern)
  regenerateQrCode(@Payload() envelope: MessageEnvelope): Promise<UserDetails> {
    return this.regenerateQr.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(LIST_QR_CODES.pattern)
  qrCodes(@Payload() envelope: MessageEnvelope): Promise<UserQrCode[]> {
    return this.listQrCodes.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(GET_WORK_SETTINGS.pattern)
  workSettings(@Payload() envelope: MessageEnvelope): Promise<WorkSettings> {
    return this.getWorkSettings.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(UPDATE_WORK_SETTINGS.pattern)
  saveWorkSettings(@Payload() envelope: MessageEnvelope): Promise<WorkSettings> {
    return this.updateWorkSettings.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
