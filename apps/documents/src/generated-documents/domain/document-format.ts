import type { Lang } from '@presently/contracts';

/*
 * How a document writes numbers and dates in each language: mk and bg as their offices do
 * (dd.mm.yyyy, "№ 17", a decimal comma), English with the product's dd-Mon-yyyy and "No. 17".
 */

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const WEEKDAYS: Record<Lang, readonly string[]> = {
  // ISO order: Monday first.
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  mk: ['понеделник', 'вторник', 'среда', 'четврток', 'петок', 'сабота', 'недела'],
  bg: ['понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота', 'неделя'],
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(isoDate: string): [number, number, number] {
  const m = ISO.exec(isoDate);
  if (!m) throw new Error(`not a date: ${isoDate}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** 2026-03-09 → "09-Mar-2026" (en), "09.03.2026" (mk, bg). */
export function formatDocumentDate(isoDate: string, lang: Lang): string {
  const [y, m, d] = parts(isoDate);
  const dd = String(d).padStart(2, '0');
  if (lang === 'en') return `${dd}-${EN_MONTHS[m - 1]}-${y}`;
  return `${dd}.${String(m).padStart(2, '0')}.${y}`;
}

/** "№ 17" (mk, bg), "No. 17" (en). */
export function numberLabel(n: number, lang: Lang): string {
  return lang === 'en' ? `No. ${n}` : `№ ${n}`;
}

/** Working days as a person writes them: 1.5 → "1,5" in mk and bg; whole numbers without decimals. */
export function formatDays(days: number, lang: Lang): string {
  const text = Number.isInteger(days) ? String(days) : String(Math.round(days * 100) / 100);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** The weekday of an ISO date in the language. */
export function weekdayName(isoDate: string, lang: Lang): string {
  const [y, m, d] = parts(isoDate);
  const js = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return WEEKDAYS[lang][(js + 6) % 7];
}

/** Each calendar day from `from` to `to`, both included (at most 366, so a bad range cannot run away). */
export function daysBetween(from: string, to: string): string[] {
  const [y, m, d] = parts(from);
  const end = parts(to);
  const last = Date.UTC(end[0], end[1] - 1, end[2]);
  const out: string[] = [];
  for (let t = Date.UTC(y, m - 1, d); t <= last && out.length < 366; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
