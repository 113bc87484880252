import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, MyCalendarAbsences, MyCalendarQuery } from '@presently/contracts';
import { holidaysOfUser, ownCalendarParts } from '@presently/absence-rules';
import { CalendarDirectoryClient } from '../../calendar-directory.client';
import { CalendarRepository } from '../../calendar.repository';

/** What /my-calendar shows: requests that hold days or are declined do not (their days stay working days). */
const SHOWN_STATUSES = ['pending', 'approved', 'cancellation_pending'] as const;

/**
 * The actor's own absences (with status), rest days, switched days and the holidays that apply to
 * them over a period (named in the actor's language): one question to org (the viewer, holidays, work
 * days) and two reads.
 */
@Injectable()
export class GetMyCalendarUseCase {
  constructor(
    private readonly directory: CalendarDirectoryClient,
    private readonly calendar: CalendarRepository,
  ) {}

  async execute(actor: Actor, q: MyCalendarQuery, meta: MessageMeta): Promise<MyCalendarAbsences> {
    const { from, to } = q;
    const [dir, requests, restDays] = await Promise.all([
      this.directory.of({ company_id: actor.companyId, viewer_id: actor.userId, from, to, self_only: true }, meta),
      this.calendar.requestsTouching(actor.companyId, from, to, { userIds: [actor.userId], statuses: SHOWN_STATUSES }),
      this.calendar.restDaysOf(actor.companyId, actor.userId, from, to),
    ]);
    return {
      from,
      to,
      timezone: dir.company.timezone,
      work_days: dir.work_days,
      ...ownCalendarParts(requests, restDays, from, to),
      holidays: holidaysOfUser(dir.holidays, dir.viewer.nationality_id, dir.viewer.religion_id, actor.lang),
    };
  }
}
