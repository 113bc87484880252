import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceComment } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { date as readDate, requiredText } from '../../../common/domain/fields';
import { CommentsRepository } from '../../../records/comments.repository';
import { MyPresenceViews } from '../../my-presence.views';

/**
 * POST set-get-presence-comment { date, comment? }: with a comment, sets the day's comment (required,
 * not blank, at most 250 characters); without (or null), reads it. Always answers the day's comment.
 */
@Injectable()
export class SetCommentUseCase {
  constructor(
    private readonly views: MyPresenceViews,
    private readonly comments: CommentsRepository,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<PresenceComment> {
    const c = new FieldChecker(payload);
    const date = readDate(c, 'date');
    const setting = c.has('comment') && c.source.comment !== null; // null: only reading
    const comment = setting ? requiredText(c, 'comment') : undefined;
    throwIfInvalid(c);
    const subject = await this.views.me(actor, meta);
    const { companyId, userId } = subject.user;
    if (setting) await this.comments.set(companyId, userId, date as string, comment as string);
    const held = await this.comments.forUsers(companyId, [userId], date as string, date as string);
    return { date: date as string, comment: held.get(`${userId}|${date}`) ?? null };
  }
}
