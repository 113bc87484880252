import { Injectable } from '@nestjs/common';
import type { CompanySettings, MessageMeta, PresenceDayView, PresenceRecordView } from '@presently/contracts';
import { type ClassifiedDay, dayBounds, localDate, type Totals, type UserRules } from '@presently/presence-rules';
import { monthOf } from '@presently/domain';
import { type ClosedMonthSettings, rulesByDay } from '../common/domain/closed-month-rules';
import { rulesOf } from '../common/domain/user-rules';
import { ClosedMonthSettingsRepository } from '../copies/closed-month-settings.repository';
import { DEFAULT_WORK_SETTINGS } from '../copies/domain/copy-payloads';
import { CopiesRepository } from '../copies/copies.repository';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import type { FactsBook } from '../facts/domain/day-facts';
import { DayFactsProvider } from '../facts/day-facts.provider';
import { CommentsRepository } from './comments.repository';
import { type DayFigures, dayFigures, dayView, recordViews } from './domain/presence-views';
import type { RecordSpan } from './domain/stored-record';
import type { PresenceRecord } from './entities/presence-record.entity';
import { RecordsRepository } from './records.repository';

export interface DaysRequest {
  companyId: number;
  settings: CompanySettings;
  users: PresenceUser[];
  /** Consecutive yyyy-mm-dd dates. */
  dates: string[];
  now: Date;
  meta: MessageMeta;
  mode?: 'rounded' | 'raw';
}

export interface UserDay {
  view: PresenceDayView;
  totals: Totals;
  classified: ClassifiedDay;
  /** The rules the day was classified with (a closed month's own settings). */
  rules: UserRules;
}

/** What the days are made of: records by user, the days' facts, the comments and the settings closed months were closed with. */
interface Loaded<R extends RecordSpan> {
  byUser: Map<number, R[]>;
  book: FactsBook;
  comments: Map<string, string>;
  closed: ClosedMonthSettings[];
}

/**
 * Builds the classified views (days, weeks, record lists) for users of one company: their records,
 * the facts of the days (holidays, absences, rest days — strictly: a peer that does not answer fails
 * the view with 503 — and schedules), comments and the names of editors. A day of a closed month is
 * classified with the settings the month was closed with (rulesOn), the others with the current ones.
 */
@Injectable()
export class PresenceViewsBuilder {
  constructor(
    private readonly records: RecordsRepository,
    private readonly comments: CommentsRepository,
    private readonly copies: CopiesRepository,
    private readonly closedMonths: ClosedMonthSettingsRepository,
    private readonly facts: DayFactsProvider,
  ) {}

  /** Per user (by id), the days in order. */
  async days(req: DaysRequest): Promise<Map<number, UserDay[]>> {
    const loaded = await this.load(req, false);
    if (!loaded) return new Map();
    const { byUser, book, comments } = loaded;
    const names = await this.copies.namesOf(req.companyId, [...byUser.values()].flat().flatMap((r) => (r.updatedBy ? [r.updatedBy] : [])));
    return this.eachDay(req, loaded, (u, date, records, rules) => ({
      ...dayView({
        userId: u.userId,
        date,
        records,
        rules,
        facts: book.get(u.userId, date),
        factsOf: (id, d) => book.get(id, d),
        comment: comments.get(`${u.userId}|${date}`) ?? null,
        now: req.now,
        names,
        mode: req.mode,
      }),
      rules,
    }));
  }

  /**
   * Per user (by id), each day's figures in order, without views, as `each` turns them (the reports'
   * days): a day's classification is dropped as soon as it is turned, so a page's segments never
   * outlive their day (they were most of what a page kept alive, and every scavenge moved them).
   * The records are read as spans only (no other columns) and no editors' names are asked, which only
   * record views show. `each` is given the rules the day was classified with.
   */
  async figures<T>(req: DaysRequest, each: (figures: DayFigures, user: PresenceUser, rules: UserRules) => T): Promise<Map<number, T[]>> {
    const loaded = await this.load(req, true);
    if (!loaded) return new Map();
    const { book, comments } = loaded;
    return this.eachDay(req, loaded, (u, date, records, rules) =>
      each(dayFigures({ userId: u.userId, date, records, rules, facts: book.get(u.userId, date), comment: comments.get(`${u.userId}|${date}`) ?? null, now: req.now, mode: req.mode }), u, rules),
    );
  }

  /** Per user (by id), `make` of each asked day in order, with the user's records and the rules of that day (a closed month's own). */
  private eachDay<R extends RecordSpan, T>(req: DaysRequest, loaded: Loaded<R>, make: (user: PresenceUser, date: string, records: R[], rules: UserRules) => T): Map<number, T[]> {
    const out = new Map<number, T[]>();
    for (const u of req.users) {
      const rulesOn = rulesByDay(u, req.settings, loaded.closed);
      const records = loaded.byUser.get(u.userId) ?? [];
      out.set(
        u.userId,
        req.dates.map((date) => make(u, date, records, rulesOn(date))),
      );
    }
    return out;
  }

  /** The users' records (whole, or spans only) grouped by user, the facts of the days, the comments and the closed months' settings. */
  private async load(req: DaysRequest, spans: true): Promise<Loaded<RecordSpan> | null>;
  private async load(req: DaysRequest, spans: false): Promise<Loaded<PresenceRecord> | null>;
  private async load(req: DaysRequest, spans: boolean): Promise<Loaded<RecordSpan> | null> {
    if (req.users.length === 0 || req.dates.length === 0) return null;
    const tz = req.settings.timezone;
    const from = req.dates[0];
    const to = req.dates[req.dates.length - 1];
    const userIds = req.users.map((u) => u.userId);
    const [start, end] = [dayBounds(from, tz).start, dayBounds(to, tz).end];
    const [records, book, comments, closed] = await Promise.all([
      spans ? this.records.spansForUsers(req.companyId, userIds, start, end) : this.records.forUsers(req.companyId, userIds, start, end),
      this.book(req.companyId, req.settings, req.users, from, to, req.meta),
      this.comments.forUsers(req.companyId, userIds, from, to),
      this.closedSettings(req.companyId, tz, from, to, userIds, req.now),
    ]);
    const byUser = new Map<number, RecordSpan[]>();
    for (const r of records) {
      const mine = byUser.get(r.userId);
      if (mine) mine.push(r);
      else byUser.set(r.userId, [r]);
    }
    return { byUser, book, comments, closed };
  }

  /** Views of records of the given users (typed and rounded by the facts of their start days). */
  async recordViews(
    companyId: number,
    settings: CompanySettings,
    users: Map<number, PresenceUser>,
    records: PresenceRecord[],
    now: Date,
    meta: MessageMeta,
    strict = true,
  ): Promise<PresenceRecordView[]> {
    if (records.length === 0) return [];
    const tz = settings.timezone;
    const dates = records.map((r) => localDate(r.startedAt, tz)).sort();
    const people = [...new Set(records.map((r) => r.userId))].map((id) => users.get(id)).filter((u): u is PresenceUser => u !== undefined);
    const [book, names, closed] = await Promise.all([
      this.book(companyId, settings, people, dates[0], dates[dates.length - 1], meta, strict, dates),
      this.copies.namesOf(companyId, records.flatMap((r) => (r.updatedBy ? [r.updatedBy] : []))),
      this.closedSettings(companyId, tz, dates[0], dates[dates.length - 1], people.map((u) => u.userId), now),
    ]);
    const rulesOn = new Map<number, (date: string) => UserRules>(people.map((u) => [u.userId, rulesByDay(u, settings, closed)]));
    const fallback = rulesOf(people[0]?.workSettings ?? DEFAULT_WORK_SETTINGS, settings);
    return recordViews(records, tz, (id, date) => rulesOn.get(id)?.(date) ?? fallback, (id, d) => book.get(id, d), now, names);
  }

  /**
   * The settings the closed months of the period were closed with. Only a month that has ended can be
   * closed (org refuses the others), so a period within the running month — the board, today, this
   * week — needs no query.
   */
  private closedSettings(companyId: number, timezone: string, from: string, to: string, userIds: number[], now: Date): Promise<ClosedMonthSettings[]> {
    if (monthOf(from) >= monthOf(localDate(now, timezone))) return Promise.resolve([]);
    return this.closedMonths.forPeriod(companyId, monthOf(from), monthOf(to), userIds);
  }

  private book(
    companyId: number,
    settings: CompanySettings,
    users: PresenceUser[],
    from: string,
    to: string,
    meta: MessageMeta,
    strict = true,
    dates?: string[],
  ): Promise<FactsBook> {
    return this.facts.book({
      companyId,
      timezone: settings.timezone,
      people: users.map((u) => ({ userId: u.userId, nationalityId: u.nationalityId, religionId: u.religionId })),
      from,
      to,
      dates,
      meta,
      strict,
    });
  }
}
