import type { PresenceTotals } from './presence-views';
import type { ReportDay, ReportDaysPage, ReportEmployee } from './report-days';

/**
 * The figures-only report days on the wire, packed by column: a month of 100 employees is 3,100 days,
 * and as objects each repeated every key, `scheduled: []` and `comment: null` (presence's
 * JSON.stringify, the broker's bytes and reports' JSON.parse with its garbage were a third of the
 * 10k export's CPU). Here each figure is one array of numbers for the page, the days being the grid
 * employees × `dates` in order (day `e * dates.length + k` is employee `e`'s `dates[k]`); what most
 * days lack (a holiday, an absence, a schedule, a comment, a rest day) is listed by day index only
 * where present. Times are epoch milliseconds. `packReportDays` (presence) and `reportDaysOf`
 * (reports) are the one home of this shape.
 */
export interface PackedReportDays {
  dates: string[];
  worked: number[];
  paid_break: number[];
  overtime: number[];
  scheduled_minutes: number[];
  unauthorized_absence: number[];
  night: number[];
  first_in: Array<number | null>;
  last_out: Array<number | null>;
  /** Per day, the number of its presence types; their `type id, minutes` pairs follow one another in `by_type`. */
  by_type_count: number[];
  by_type: number[];
  rest_days: number[];
  holidays: Sparse<string>;
  absences: Sparse<number>;
  scheduled: Sparse<ReportDay['scheduled']>;
  comments: Sparse<string>;
}

/** The days (by index) that have a value, and their values. */
export interface Sparse<T> {
  at: number[];
  values: T[];
}

/**
 * A report day as reports lays it out: the first in and last out as epoch milliseconds (an ISO string
 * made and parsed again for each of them was a twelfth of the reports process in the 10k export).
 */
export type ReportDayFigures = Omit<ReportDay, 'first_in' | 'last_out'> & { first_in: number | null; last_out: number | null };

/** A page of report days as reports reads it. */
export type ReportDayFiguresPage = Omit<ReportDaysPage, 'days'> & { days: ReportDayFigures[] };

/** One day as presence packs it (its employee and date are its place in the grid). */
export type PackableReportDay = Omit<ReportDayFigures, 'user_id' | 'date' | 'records'>;

/** What presence answers for a page of report days: the days as objects (with records) or packed (figures only). */
export type ReportDaysAnswer = Omit<ReportDaysPage, 'days'> & ({ days: ReportDay[]; packed?: undefined } | { days?: undefined; packed: PackedReportDays });

const sparse = <T>(): Sparse<T> => ({ at: [], values: [] });

/** Packs each employee's days (every one of `dates`, in order, employees in the page's order). */
export function packReportDays(dates: string[], daysOfEmployees: PackableReportDay[][]): PackedReportDays {
  const p: PackedReportDays = {
    dates,
    worked: [],
    paid_break: [],
    overtime: [],
    scheduled_minutes: [],
    unauthorized_absence: [],
    night: [],
    first_in: [],
    last_out: [],
    by_type_count: [],
    by_type: [],
    rest_days: [],
    holidays: sparse(),
    absences: sparse(),
    scheduled: sparse(),
    comments: sparse(),
  };
  let i = 0;
  for (const days of daysOfEmployees) {
    if (days.length !== dates.length) throw new Error(`packReportDays: ${days.length} days for ${dates.length} dates`);
    for (const d of days) {
      const t = d.totals;
      p.worked.push(t.worked_minutes);
      p.paid_break.push(t.paid_break_minutes);
      p.overtime.push(t.overtime_minutes);
      p.scheduled_minutes.push(t.scheduled_minutes);
      p.unauthorized_absence.push(t.unauthorized_absence_minutes);
      p.night.push(d.night_minutes);
      p.first_in.push(d.first_in);
      p.last_out.push(d.last_out);
      p.by_type_count.push(t.by_type.length);
      for (const b of t.by_type) p.by_type.push(b.presence_type_id, b.minutes);
      if (d.rest_day) p.rest_days.push(i);
      if (d.holiday !== null) add(p.holidays, i, d.holiday);
      if (d.absence_type_id !== null) add(p.absences, i, d.absence_type_id);
      if (d.scheduled.length > 0) add(p.scheduled, i, d.scheduled);
      if (d.comment !== null) add(p.comments, i, d.comment);
      i++;
    }
  }
  return p;
}

function add<T>(s: Sparse<T>, at: number, value: T): void {
  s.at.push(at);
  s.values.push(value);
}

/** The page's days, whichever way presence sent them, with their times as epoch milliseconds. */
export function reportDaysOf(answer: ReportDaysAnswer): ReportDayFigures[] {
  if (answer.packed) return unpackReportDays(answer.employees, answer.packed);
  return answer.days.map((d) => ({ ...d, first_in: ms(d.first_in), last_out: ms(d.last_out) }));
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

/** The report days of a packed page, employee by employee (no records). */
export function unpackReportDays(employees: ReportEmployee[], p: PackedReportDays): ReportDayFigures[] {
  const n = employees.length * p.dates.length;
  const rest = new Set(p.rest_days);
  const holidays = byIndex(p.holidays);
  const absences = byIndex(p.absences);
  const scheduled = byIndex(p.scheduled);
  const comments = byIndex(p.comments);
  const out = new Array<ReportDayFigures>(n);
  let pair = 0;
  for (let i = 0; i < n; i++) {
    const count = p.by_type_count[i];
    const by_type: PresenceTotals['by_type'] = new Array<PresenceTotals['by_type'][number]>(count);
    for (let k = 0; k < count; k++, pair += 2) by_type[k] = { presence_type_id: p.by_type[pair], minutes: p.by_type[pair + 1] };
    out[i] = {
      user_id: employees[Math.floor(i / p.dates.length)].user_id,
      date: p.dates[i % p.dates.length],
      holiday: holidays.get(i) ?? null,
      absence_type_id: absences.get(i) ?? null,
      rest_day: rest.has(i),
      scheduled: scheduled.get(i) ?? [],
      first_in: p.first_in[i],
      last_out: p.last_out[i],
      totals: {
        by_type,
        worked_minutes: p.worked[i],
        paid_break_minutes: p.paid_break[i],
        overtime_minutes: p.overtime[i],
        scheduled_minutes: p.scheduled_minutes[i],
        unauthorized_absence_minutes: p.unauthorized_absence[i],
      },
      night_minutes: p.night[i],
      comment: comments.get(i) ?? null,
    };
  }
  return out;
}

function byIndex<T>(s: Sparse<T>): Map<number, T> {
  return new Map(s.at.map((at, k) => [at, s.values[k]]));
}
