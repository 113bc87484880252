import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceComment } from '@presently/contracts';
import { CommentsRepository } from '../../../records/comments.repository';
import { MyPresenceViews } from '../../my-presence-views.service';

/**
 * POST set-get-presence-comment { date, comment? }: with a comment, sets the day's comment; without
 * (or null), reads it. Always answers the day's comment.
 */
@Injectable()
export class SetCommentUseCase {
  constructor(
    private readonly views: MyPresenceViews,
    private readonly comments: CommentsRepository,
  ) {}

  async execute(actor: Actor, request: { date: string; comment: string | null }, meta: MessageMeta): Promise<PresenceComment> {
    const { date, comment } = request;
    const subject = await this.views.me(actor, meta);
    const { companyId, userId } = subject.user;
    if (comment !== null) await this.comments.set(companyId, userId, date, comment);
    const held = await this.comments.forUsers(companyId, [userId], date, date);
    return { date, comment: held.get(`${userId}|${date}`) ?? null };
  }
}
