import { type AbsenceCalendar, type Holiday, type HolidayWithNames, holidayName, type Lang } from '@presently/contracts';
import { dayBounds, type DayFacts, type ScheduledSpan } from '@presently/presence-rules';

/** Whose facts: holidays apply by nationality and religion. */
export interface FactsPerson {
  userId: number;
  nationalityId: number | null;
  religionId: number | null;
}

export interface ScheduleSpanInput {
  userId: number;
  start: Date;
  end: Date;
  shiftName: string | null;
}

export interface FactsInput {
  timezone: string;
  /** The reader's language, which names the holidays (null: no reader, as stored). */
  lang: Lang | null;
  people: FactsPerson[];
  holidays: HolidayWithNames[];
  calendar: AbsenceCalendar;
  schedules: ScheduleSpanInput[];
}

/** A holiday applies to a person when it is for all citizens, or for their nationality or religion. */
export function holidayApplies(h: Holiday, p: FactsPerson): boolean {
  if (h.for_all) return true;
  if (h.nationality_id !== null && h.nationality_id === p.nationalityId) return true;
  return h.religion_id !== null && h.religion_id === p.religionId;
}

/**
 * What is true of each day for each person, for the rules: the holiday that applies to them (named
 * in the reader's language; several on one date are joined), their approved absence, whether it is a rest day, and
 * every scheduled span that overlaps the day (a night shift from the evening before too).
 */
export class FactsBook {
  private readonly holidaysByDate = new Map<string, HolidayWithNames[]>();
  private readonly absences = new Map<string, number>();
  private readonly restDays = new Set<string>();
  private readonly spans = new Map<number, ScheduleSpanInput[]>();
  private readonly people = new Map<number, FactsPerson>();

  constructor(private readonly input: FactsInput) {
    for (const h of input.holidays) {
      const list = this.holidaysByDate.get(h.date) ?? [];
      list.push(h);
      this.holidaysByDate.set(h.date, list);
    }
    for (const a of input.calendar.absences) {
      const key = `${a.user_id}|${a.date}`;
      if (!this.absences.has(key)) this.absences.set(key, a.absence_type_id);
    }
    for (const r of input.calendar.rest_days) this.restDays.add(`${r.user_id}|${r.date}`);
    for (const s of input.schedules) {
      const list = this.spans.get(s.userId) ?? [];
      list.push(s);
      this.spans.set(s.userId, list);
    }
    for (const p of input.people) this.people.set(p.userId, p);
  }

  get(userId: number, date: string): DayFacts {
    const person = this.people.get(userId) ?? { userId, nationalityId: null, religionId: null };
    const holidays = (this.holidaysByDate.get(date) ?? []).filter((h) => holidayApplies(h, person));
    return {
      holiday: holidays.length > 0 ? holidays.map((h) => holidayName(h, this.input.lang)).join(' / ') : null,
      absenceTypeId: this.absences.get(`${userId}|${date}`) ?? null,
      restDay: this.restDays.has(`${userId}|${date}`),
      schedule: this.scheduleOf(userId, date),
    };
  }

  /** The user's scheduled spans that overlap the local date. */
  scheduleOf(userId: number, date: string): ScheduledSpan[] {
    const spans = this.spans.get(userId);
    if (!spans) return []; // nothing scheduled: the day's bounds need not be computed
    const { start, end } = dayBounds(date, this.input.timezone);
    return spans
      .filter((s) => s.start < end && s.end > start)
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map((s) => ({ start: s.start, end: s.end, shiftName: s.shiftName }));
  }
}

/** No holidays, absences, rest days or schedules: what a day is when nothing else is known. */
export const NO_FACTS: DayFacts = { holiday: null, absenceTypeId: null, restDay: false, schedule: [] };
