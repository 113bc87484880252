import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkAvatar } from '../../../common/domain/image-type';
import { avatarUrl } from '../../domain/user-defaults';
import { UsersRepository } from '../../users.repository';

/** Stores the acting user's avatar: a JPEG or PNG by its content (not its name), at most 1 MB. */
@Injectable()
export class SetAvatarUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<{ avatar_url: string }> {
    const content = typeof payload === 'object' && payload !== null ? (payload as { content_base64?: unknown }).content_base64 : undefined;
    const check = checkAvatar(content);
    if (!check.ok) throw new ValidationFailedError({ avatar: check.errors });
    const stored = await this.users.setAvatar(actor.companyId, actor.userId, check.bytes, check.mime);
    if (!stored) throw new NotFoundError();
    return { avatar_url: avatarUrl(actor.userId, true) as string };
  }
}
