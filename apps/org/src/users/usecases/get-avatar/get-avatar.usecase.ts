import { Injectable } from '@nestjs/common';
import type { Actor, AvatarFile } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { FieldChecker } from '@presently/validation';
import { UsersRepository } from '../../users.repository';

/** An avatar of a user of the acting user's company; any other user (or none stored) is not found. */
@Injectable()
export class GetAvatarUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<AvatarFile> {
    const c = new FieldChecker(payload);
    const userId = c.id('user_id');
    if (!c.ok || userId === undefined) throw new ValidationFailedError(c.result);
    const found = await this.users.findAvatar(actor.companyId, userId);
    if (!found) throw new NotFoundError();
    return { mime: found.mime, content_base64: found.avatar.toString('base64') };
  }
}
