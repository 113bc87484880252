import { Injectable } from '@nestjs/common';
import { type Actor, type AvatarFile, GetAvatarRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { readFields } from '@presently/validation';
import { UsersRepository } from '../../../user-records/users.repository';

/** An avatar of a user of the acting user's company; any other user (or none stored) is not found. */
@Injectable()
export class GetAvatarUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<AvatarFile> {
    const userId = readFields(GetAvatarRequest, payload, (c) => c.id('user_id') as number);
    const found = await this.users.findAvatar(actor.companyId, userId);
    if (!found) throw new NotFoundError();
    return { mime: found.mime, content_base64: found.avatar.toString('base64') };
  }
}
