import { Injectable } from '@nestjs/common';
import type { CurrentPresence, MessageMeta } from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { addDays } from '@presently/domain';
import { rulesOf } from '../common/domain/user-rules';
import { CopiesRepository } from '../copies/copies.repository';
import type { Subject } from '../copies/org-directory.service';
import type { FactsBook, ScheduleSpanInput } from '../facts/domain/day-facts';
import { DayFactsProvider } from '../facts/day-facts.provider';
import { recordViews } from '../records/domain/presence-views';
import type { PresenceRecord } from '../records/entities/presence-record.entity';

/**
 * The answer of every clocking call and of GET my-presence-current-presence: the open record (typed by
 * its start: holiday, absence, rest day and night work make 7–19) or nothing. The facts are asked
 * leniently: the state change never fails because org or absence is slow.
 */
@Injectable()
export class CurrentPresencePresenter {
  constructor(
    private readonly facts: DayFactsProvider,
    private readonly copies: CopiesRepository,
  ) {}

  /** Starts asking the facts of a date early (alongside the transaction). */
  prefetch(subject: Subject, date: string, meta: MessageMeta): Promise<FactsBook> {
    const promise = this.book(subject, date, meta);
    promise.catch(() => undefined);
    return promise;
  }

  async present(open: PresenceRecord | null, subject: Subject, meta: MessageMeta, now: Date, prefetched?: { date: string; book: Promise<FactsBook> }): Promise<CurrentPresence> {
    if (!open) return [];
    const rules = rulesOf(subject.user.workSettings, subject.settings);
    const date = localDate(open.startedAt, rules.timezone);
    const book = prefetched && prefetched.date === date ? await prefetched.book : await this.book(subject, date, meta);
    const names = open.updatedBy ? await this.copies.namesOf(subject.user.companyId, [open.updatedBy]) : new Map<number, string>();
    return recordViews([open], rules.timezone, () => rules, (u, d) => book.get(u, d), now, names);
  }

  private book(subject: Subject, date: string, meta: MessageMeta): Promise<FactsBook> {
    const u = subject.user;
    return this.facts.book({
      schedules: heldSchedules(subject, date),
      companyId: u.companyId,
      timezone: subject.settings.timezone,
      people: [{ userId: u.userId, nationalityId: u.nationalityId, religionId: u.religionId }],
      from: date,
      to: date,
      meta,
      strict: false,
    });
  }
}

/**
 * The schedules the facts of a date need (dated the day before to the date), from those read with the
 * user's copy when they cover those dates; undefined otherwise (then they are asked).
 */
function heldSchedules(subject: Subject, date: string): ScheduleSpanInput[] | undefined {
  const held = subject.schedules;
  const from = addDays(date, -1);
  if (!held || held.companyId !== subject.user.companyId || from < held.from || date > held.to) return undefined;
  return held.rows.filter((s) => s.date >= from && s.date <= date).map((s) => ({ userId: subject.user.userId, start: s.start, end: s.end, shiftName: s.shiftName }));
}
