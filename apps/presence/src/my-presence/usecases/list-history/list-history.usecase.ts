import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceHistoryPage } from '@presently/contracts';
import type { HistoryRequest } from '../../../common/domain/history-query';
import { HistoryLister } from '../../../records/history-lister.service';
import { MyPresenceViews } from '../../my-presence-views.service';

/**
 * GET my-presence-history: my records, newest first, by the filters. The company's "show presence
 * history to team members" flag is the web's to apply (it hides the list): the records are the
 * user's own and shown in the week views anyway, so refusing them here would protect nothing.
 */
@Injectable()
export class ListHistoryUseCase {
  constructor(
    private readonly views: MyPresenceViews,
    private readonly lister: HistoryLister,
  ) {}

  async execute(actor: Actor, q: HistoryRequest, meta: MessageMeta): Promise<PresenceHistoryPage> {
    const subject = await this.views.me(actor, meta);
    return this.lister.list(subject.user.companyId, subject.settings, [subject.user], q, new Date(), meta);
  }
}
