import { Injectable, Logger } from '@nestjs/common';
import type { AbsenceCalendar, HolidayWithNames, MessageMeta } from '@presently/contracts';
import { previousDate } from '@presently/presence-rules';
import { AbsenceClient } from '../peers/absence.client';
import { OrgClient } from '../peers/org.client';
import { SchedulesRepository } from '../schedules/schedules.repository';
import { AnswerCache } from './answer-cache';
import { FactsBook, type FactsPerson, type ScheduleSpanInput } from './domain/day-facts';
import { chunks, MAX_USERS_PER_QUESTION, windowsBetween, windowsOf } from './domain/windows';

export interface FactsRequest {
  companyId: number;
  timezone: string;
  people: FactsPerson[];
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
  /** When only some days of from..to matter (a page of history): those days. */
  dates?: string[];
  meta: MessageMeta;
  /**
   * Strict (the views): org or absence not answering fails the call (503), nothing is silently
   * dropped. Lenient (the clocking answer's presence type): what does not answer within a second
   * counts as nothing, and recent answers are reused for a while.
   */
  strict: boolean;
  /**
   * The people's schedules dated from the day before `from` to `to`, when already read (the clocking
   * path reads them with the user's copy): then they are not asked again.
   */
  schedules?: ScheduleSpanInput[];
}

/** Answers reused without asking again; past that, lenient callers get them while one refresh runs, up to STALE_MS. */
const FRESH_MS = 30_000;
const STALE_MS = 60_000;
const LENIENT_TIMEOUT_MS = 1_000;
const MAX_ENTRIES = 5_000;

/**
 * The facts the rules need per user and day: holidays (org), approved absences and rest days
 * (absence), and schedules (presence's own). Holidays are asked per company and year and reused for
 * 30 seconds (org publishes no holiday events; a holiday changed meanwhile shows within that time).
 * What is kept holds every language's names and serves every reader: each book names the holidays in
 * its own reader's language.
 */
@Injectable()
export class DayFactsProvider {
  private readonly logger = new Logger(DayFactsProvider.name);
  private readonly holidays = new AnswerCache<HolidayWithNames[]>({ freshMs: FRESH_MS, staleMs: STALE_MS, max: MAX_ENTRIES });
  private readonly calendars = new AnswerCache<AbsenceCalendar>({ freshMs: FRESH_MS, staleMs: STALE_MS, max: MAX_ENTRIES });

  constructor(
    private readonly org: OrgClient,
    private readonly absence: AbsenceClient,
    private readonly schedules: SchedulesRepository,
  ) {}

  async book(req: FactsRequest): Promise<FactsBook> {
    const userIds = req.people.map((p) => p.userId);
    const [holidays, calendar, schedules] = await Promise.all([
      this.holidaysOf(req),
      this.calendarOf(req, userIds),
      // A schedule of the day before may run into the first day (a night shift).
      req.schedules ??
        this.schedules
          .forUsers(req.companyId, userIds, previousDate(req.from), req.to)
          .then((list) => list.map((s) => ({ userId: s.userId, start: s.startsAt, end: s.endsAt, shiftName: s.shiftName }))),
    ]);
    return new FactsBook({ timezone: req.timezone, lang: req.meta.actor?.lang ?? null, people: req.people, holidays, calendar, schedules });
  }

  private async holidaysOf(req: FactsRequest): Promise<HolidayWithNames[]> {
    const first = Number(req.from.slice(0, 4));
    const last = Number(req.to.slice(0, 4));
    const years = req.dates
      ? [...new Set(req.dates.map((d) => Number(d.slice(0, 4))))]
      : Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const lists = await Promise.all(years.map((y) => this.holidaysOfYear(req, y)));
    return lists.flat().filter((h) => h.date >= req.from && h.date <= req.to);
  }

  private async holidaysOfYear(req: FactsRequest, year: number): Promise<HolidayWithNames[]> {
    const key = `${req.companyId}|${year}`;
    // A peer that did not answer is not asked again by every clock-in for a while.
    if (!req.strict && this.holidays.failedRecently(key)) return this.holidays.peek(key) ?? [];
    const ask = async () => {
      const answer = await this.org.holidaysWithNames(req.companyId, `${year}-01-01`, `${year}-12-31`, req.meta, req.strict ? undefined : LENIENT_TIMEOUT_MS);
      return Array.isArray(answer) ? answer : [];
    };
    try {
      return await this.holidays.get(key, ask, !req.strict);
    } catch (err) {
      if (req.strict) throw err;
      this.logger.warn(`holidays of company ${req.companyId} not available: ${String(err)}`);
      return this.holidays.peek(key) ?? [];
    }
  }

  private async calendarOf(req: FactsRequest, userIds: number[]): Promise<AbsenceCalendar> {
    const empty: AbsenceCalendar = { absences: [], rest_days: [] };
    if (userIds.length === 0) return empty;
    const ask = async (): Promise<AbsenceCalendar> => {
      // Absence answers at most 1000 users and 371 days at once: longer questions go in parts.
      const windows = req.dates ? windowsOf(req.dates) : windowsBetween(req.from, req.to);
      const timeout = req.strict ? undefined : LENIENT_TIMEOUT_MS;
      const answers = await Promise.all(
        windows.flatMap((w) => chunks(userIds, MAX_USERS_PER_QUESTION).map((ids) => this.absence.calendar(req.companyId, ids, w.from, w.to, req.meta, timeout))),
      );
      return {
        absences: answers.flatMap((a) => (Array.isArray(a?.absences) ? a.absences : [])),
        rest_days: answers.flatMap((a) => (Array.isArray(a?.rest_days) ? a.rest_days : [])),
      };
    };
    // The views ask afresh every time: what they show is what absence holds now.
    if (req.strict) return ask();
    const key = `${req.companyId}|${userIds.join(',')}|${req.from}|${req.to}|${req.dates?.join(',') ?? ''}`;
    // A peer that did not answer is not asked again by every clock-in for a while.
    if (this.calendars.failedRecently(key)) return this.calendars.peek(key) ?? empty;
    try {
      return await this.calendars.get(key, ask, true);
    } catch (err) {
      this.logger.warn(`absence calendar of company ${req.companyId} not available: ${String(err)}`);
      return this.calendars.peek(key) ?? empty;
    }
  }
}
