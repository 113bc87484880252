import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ABSENCE_RECOUNTED, type AbsenceContext, type HolidayChangedEvent, type MessageMeta } from '@presently/contracts';
import { needsDocument, recount, todayIn } from '@presently/absence-rules';
import { handleOnce } from '@presently/database';
import { addDays } from '@presently/domain';
import { EventOutbox } from '@presently/service-runtime';
import { RestDaysRepository } from '../../../rest-days/rest-days.repository';
import { AbsenceRequestsRepository, HOLDING_STATUSES } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import { calendarOf, requesterRecipient } from '../../domain/request-context';
import { OrgContextClient } from '../../org-context.client';

/** What each user's calendar is now, asked of org before the transaction opens. */
interface UserCalendar {
  context: AbsenceContext;
  restDays: string[];
}

/**
 * A holiday added, changed or removed later: the requested days (and next working day) of the
 * pending and approved requests whose period holds a changed date from today on are counted again
 * with the company's calendar as it is now. Balances follow by themselves (they are counted from
 * requested days). Once per event (the inbox); each changed request gets an audit entry, and when its
 * days changed the requester is e-mailed (absence.request.recounted.v1, through the outbox).
 */
@Injectable()
export class RecountRequestedDaysUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly requests: AbsenceRequestsRepository,
    private readonly restDays: RestDaysRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
  ) {}

  async execute(event: { id: string; name: string }, change: HolidayChangedEvent, meta: MessageMeta): Promise<void> {
    const candidates = await this.requests.holdingOn(change.company_id, change.dates);
    const calendars = new Map<number, UserCalendar | null>();
    for (const r of candidates) {
      if (calendars.has(r.userId)) continue;
      const mine = candidates.filter((c) => c.userId === r.userId);
      const from = mine.reduce((m, c) => (c.startDate < m ? c.startDate : m), r.startDate);
      const to = addDays(mine.reduce((m, c) => (c.endDate > m ? c.endDate : m), r.endDate), 62);
      const context = await this.org.of(change.company_id, r.userId, from, to, meta).catch(() => null);
      const rest = context ? await this.restDays.within(change.company_id, [r.userId], from, to) : [];
      calendars.set(r.userId, context ? { context, restDays: rest.map((d) => d.date) } : null);
    }
    await handleOnce(this.dataSource, event, async (em) => {
      for (const candidate of candidates) {
        const user = calendars.get(candidate.userId);
        // A user org no longer knows keeps their request as it is.
        if (!user) continue;
        const today = todayIn(user.context.company.timezone, new Date());
        if (!change.dates.some((d) => d >= today && candidate.startDate <= d && d <= candidate.endDate)) continue;
        const request = await this.requests.lock(em, change.company_id, candidate.id);
        if (!request || !HOLDING_STATUSES.includes(request.status)) continue;
        const counted = recount(request, calendarOf(user.context, user.restDays));
        if (counted.requestedDays === request.requestedDays && counted.nextWorkingDay === request.nextWorkingDay) continue;
        const before = request.requestedDays;
        request.requestedDays = counted.requestedDays;
        request.nextWorkingDay = counted.nextWorkingDay;
        const files = await this.requests.filesOf(em, request.id);
        request.missingDocument = needsDocument(request.absenceTypeId, request.requestedDays, files.length);
        await this.requests.save(em, request);
        await this.requests.audit(em, { requestId: request.id, actorUserId: null, actorName: null, action: 'days_recomputed', detail: `${before} → ${counted.requestedDays}` });
        if (before === counted.requestedDays) continue;
        const [bundle] = await this.requests.bundle(em, [request]);
        await this.outbox.add(em, meta, {
          event: ABSENCE_RECOUNTED,
          payload: { company_id: change.company_id, request: toAbsenceView(bundle), actor_user_id: null, recipients: requesterRecipient(request), change: { before_days: before } },
          aggregate: `absence-request:${request.id}`,
        });
      }
    });
  }
}
