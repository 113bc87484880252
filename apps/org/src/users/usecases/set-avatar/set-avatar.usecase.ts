import { Injectable } from '@nestjs/common';
import { type Actor, SetAvatarRequest } from '@presently/contracts';
import { AVATAR_MIMES } from '@presently/domain';
import { NotFoundError } from '@presently/messaging';
import { uploadedImage } from '../../../common/domain/image-upload';
import { readRequest } from '@presently/validation';
import { avatarUrl } from '../../../user-records/domain/user-defaults';
import { UsersRepository } from '../../../user-records/users.repository';

/** Stores the acting user's avatar: a JPEG or PNG by its content (not its name), at most 1 MB. */
@Injectable()
export class SetAvatarUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<{ avatar_url: string }> {
    const check = readRequest(SetAvatarRequest, payload, uploadedImage('avatar', AVATAR_MIMES));
    const stored = await this.users.setAvatar(actor.companyId, actor.userId, check.bytes, check.mime);
    if (!stored) throw new NotFoundError();
    return { avatar_url: avatarUrl(actor.userId, true) as string };
  }
}
