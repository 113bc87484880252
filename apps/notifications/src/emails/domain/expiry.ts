import type { Lang } from '@presently/contracts';

export interface Validity {
  count: number;
  unit: 'minute' | 'hour' | 'day';
}

const MINUTE = 60_000;

/**
 * How long something stays valid, as a person would say it: minutes under an hour (and for odd
 * spans under three hours, "90 minutes"), whole hours under two days, then days. Measured from the
 * moment the e-mail is written, rounded to the nearest minute and never less than one.
 */
export function validityOf(expiresAt: Date, now: Date): Validity {
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / MINUTE));
  if (minutes < 60) return { count: minutes, unit: 'minute' };
  if (minutes < 48 * 60) {
    if (minutes % 60 === 0 || minutes >= 180) return { count: Math.round(minutes / 60), unit: 'hour' };
    return { count: minutes, unit: 'minute' };
  }
  return { count: Math.round(minutes / (24 * 60)), unit: 'day' };
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** Singular and counted plural of each unit. Macedonian and Bulgarian use the counted form after numbers. */
const UNITS: Record<Lang, Record<Validity['unit'], [one: string, other: string]>> = {
  en: { minute: ['minute', 'minutes'], hour: ['hour', 'hours'], day: ['day', 'days'] },
  mk: { minute: ['минута', 'минути'], hour: ['час', 'часа'], day: ['ден', 'дена'] },
  bg: { minute: ['минута', 'минути'], hour: ['час', 'часа'], day: ['ден', 'дни'] },
};

/** "10 minutes", "10 минути", "1 час", "2 дни". */
export function formatValidity(validity: Validity, lang: Lang): string {
  const [one, other] = UNITS[lang][validity.unit];
  return `${validity.count} ${validity.count === 1 ? one : other}`;
}
