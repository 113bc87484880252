import { Injectable } from '@nestjs/common';
import type { CompanySettings, MessageMeta, PresenceHistoryPage, PresenceHistoryRecord, PresenceRecordView } from '@presently/contracts';
import { dayBounds } from '@presently/presence-rules';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import type { HistoryRequest } from '../common/domain/history-query';
import { PresenceViewsBuilder } from './presence-views.builder';
import { RecordsRepository } from './records.repository';

/** A filter on the presence type is computed (records are typed by the rules): at most this many recent records are looked at. */
export const TYPE_FILTER_WINDOW = 5_000;

/** Presence history of some users, newest first, a page at a time (my history, and the managers' history). */
@Injectable()
export class HistoryLister {
  constructor(
    private readonly records: RecordsRepository,
    private readonly views: PresenceViewsBuilder,
  ) {}

  async list(companyId: number, settings: CompanySettings, users: PresenceUser[], q: HistoryRequest, now: Date, meta: MessageMeta): Promise<PresenceHistoryPage> {
    const tz = settings.timezone;
    const filter = {
      from: q.from ? dayBounds(q.from, tz).start : null,
      to: q.to ? dayBounds(q.to, tz).end : null,
      kind: q.kind,
      source: q.source,
    };
    const byId = new Map(users.map((u) => [u.userId, u]));
    // Each record names its person from the copy presence keeps of every status: deactivated and blocked people too.
    const named = (views: PresenceRecordView[]): PresenceHistoryRecord[] => views.map((v) => ({ ...v, full_name: byId.get(v.user_id)?.fullName ?? '' }));
    const ids = users.map((u) => u.userId);
    const { page, perPage, offset } = q.page;
    if (q.presenceTypeId === null) {
      const [rows, total] = await this.records.history(companyId, ids, filter, offset, perPage);
      return { items: named(await this.views.recordViews(companyId, settings, byId, rows, now, meta)), total, page, per_page: perPage };
    }
    const [rows] = await this.records.history(companyId, ids, filter, 0, TYPE_FILTER_WINDOW);
    const typed = (await this.views.recordViews(companyId, settings, byId, rows, now, meta)).filter((v) => v.presence_type_id === q.presenceTypeId);
    return { items: named(typed.slice(offset, offset + perPage)), total: typed.length, page, per_page: perPage };
  }
}
