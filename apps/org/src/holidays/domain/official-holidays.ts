import Holidays from 'date-holidays';
import type { HolidayType, Lang, OfficialHolidayCountry } from '@presently/contracts';

type Names = Record<Lang, string>;

/**
 * Who a holiday is for: every citizen, or the members of one religion or nationality, named by the
 * English name of the org catalogue (domain/default-nationalities-religions) so a company's own list
 * can be matched in any of its languages.
 */
export type OfficialAudience = { kind: 'all' } | { kind: 'religion'; name: string } | { kind: 'nationality'; name: string };

/**
 * One holiday the law names. `rule` is a fixed 'MM-DD' or a date-holidays rule for a movable feast
 * (Orthodox or Western Easter, Julian, Hijri and Hebrew dates): the package is used only for that
 * calendar arithmetic; which days are holidays, for whom, and how they move is ours (docs/calendars.md).
 */
interface LawHoliday {
  rule: string;
  names: Names;
  type: HolidayType;
  audience: OfficialAudience;
  /** Whether a weekend day of this holiday gives a day off after it (the country's moving rule). */
  moves: boolean;
}

export interface OfficialDay {
  date: string;
  names: Names;
  type: HolidayType;
  audience: OfficialAudience;
  /** The holiday's own date when this is the day off it moved to. */
  movedFrom: string | null;
}

const ALL: OfficialAudience = { kind: 'all' };
const religion = (name: string): OfficialAudience => ({ kind: 'religion', name });
const nationality = (name: string): OfficialAudience => ({ kind: 'nationality', name });
const law = (rule: string, names: Names, type: HolidayType, audience: OfficialAudience, moves: boolean): LawHoliday => ({ rule, names, type, audience, moves });

/**
 * North Macedonia, Law on holidays (Закон за празниците) and the Government's list of non-working
 * days: eleven days off for all citizens — a Sunday one gives the Monday (art. 2-а); the religious
 * and ethnic days are non-working only for the members of the religion or community, and do not move.
 * Easter Sunday is not listed (only its Monday is), and Pentecost Sunday neither (its Friday is).
 */
const NORTH_MACEDONIA: readonly LawHoliday[] = [
  law('01-01', { en: 'New Year’s Day', mk: 'Нова година', bg: 'Нова година' }, 'public', ALL, true),
  law('julian 12-25', { en: 'Christmas (Orthodox)', mk: 'Прв ден Божиќ (православен)', bg: 'Рождество Христово (православно)' }, 'religious', ALL, true),
  law('orthodox 1', { en: 'Easter Monday (Orthodox)', mk: 'Втор ден Велигден (православен)', bg: 'Втори ден на Великден (православен)' }, 'religious', ALL, true),
  law('05-01', { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' }, 'public', ALL, true),
  law('05-24', { en: 'Saints Cyril and Methodius Day', mk: 'Св. Кирил и Методиј – Ден на сесловенските просветители', bg: 'Св. св. Кирил и Методий' }, 'public', ALL, true),
  law('08-02', { en: 'Republic Day (Ilinden)', mk: 'Ден на Републиката (Илинден)', bg: 'Ден на републиката (Илинден)' }, 'public', ALL, true),
  law('09-08', { en: 'Independence Day', mk: 'Ден на независноста', bg: 'Ден на независимостта' }, 'public', ALL, true),
  law('10-11', { en: 'Day of the People’s Uprising', mk: 'Ден на народното востание', bg: 'Ден на народното въстание' }, 'public', ALL, true),
  law('10-23', { en: 'Day of the Macedonian Revolutionary Struggle', mk: 'Ден на македонската револуционерна борба', bg: 'Ден на македонската революционна борба' }, 'public', ALL, true),
  law('12-08', { en: 'Saint Clement of Ohrid Day', mk: 'Св. Климент Охридски', bg: 'Св. Климент Охридски' }, 'public', ALL, true),
  law('1 Shawwal', { en: 'Eid al-Fitr (Ramadan Bayram)', mk: 'Рамазан Бајрам', bg: 'Рамазан Байрам' }, 'religious', ALL, true),
  // Orthodox Christians
  law('julian 12-24', { en: 'Christmas Eve (Orthodox)', mk: 'Бадник', bg: 'Бъдни вечер (православна)' }, 'religious', religion('Orthodox Christianity'), false),
  law('julian 01-06', { en: 'Epiphany (Orthodox)', mk: 'Богојавление', bg: 'Богоявление (православно)' }, 'religious', religion('Orthodox Christianity'), false),
  law('orthodox -2', { en: 'Good Friday (Orthodox)', mk: 'Велики петок', bg: 'Разпети петък (православен)' }, 'religious', religion('Orthodox Christianity'), false),
  law('orthodox 47', { en: 'Friday before Pentecost (Orthodox)', mk: 'Петок пред Духовден', bg: 'Петък преди Петдесетница (православен)' }, 'religious', religion('Orthodox Christianity'), false),
  law('julian 08-15', { en: 'Dormition of the Mother of God (Orthodox)', mk: 'Успение на Пресвета Богородица', bg: 'Успение Богородично (православно)' }, 'religious', religion('Orthodox Christianity'), false),
  // Muslims
  law('10 Dhu al-Hijjah', { en: 'Eid al-Adha (Kurban Bayram)', mk: 'Курбан Бајрам', bg: 'Курбан Байрам' }, 'religious', religion('Islam'), false),
  // Catholics
  law('easter 1', { en: 'Easter Monday (Catholic)', mk: 'Втор ден Велигден (католички)', bg: 'Втори ден на Великден (католически)' }, 'religious', religion('Catholicism'), false),
  law('11-01', { en: 'All Saints’ Day (Catholic)', mk: 'Празник на сите светци (католички)', bg: 'Вси светии (католически)' }, 'religious', religion('Catholicism'), false),
  law('12-25', { en: 'Christmas (Catholic)', mk: 'Прв ден Божиќ (католички)', bg: 'Коледа (католическа)' }, 'religious', religion('Catholicism'), false),
  // Jews
  law('10 Tishrei', { en: 'Yom Kippur', mk: 'Јом Кипур', bg: 'Йом Кипур' }, 'religious', religion('Judaism'), false),
  // Communities
  law('11-22', { en: 'Day of the Albanian Alphabet', mk: 'Ден на албанската азбука', bg: 'Ден на албанската азбука' }, 'ethnic', nationality('Albanian'), false),
  law('12-21', { en: 'Day of Turkish Language Education', mk: 'Ден на наставата на турски јазик', bg: 'Ден на обучението на турски език' }, 'ethnic', nationality('Turkish'), false),
  law('05-23', { en: 'National Day of the Vlachs', mk: 'Национален ден на Власите', bg: 'Национален ден на власите' }, 'ethnic', nationality('Vlach'), false),
  law('04-08', { en: 'International Roma Day', mk: 'Меѓународен ден на Ромите', bg: 'Международен ден на ромите' }, 'ethnic', nationality('Roma'), false),
  law('01-27', { en: 'Saint Sava’s Day', mk: 'Свети Сава', bg: 'Свети Сава' }, 'ethnic', nationality('Serbian'), false),
  law('09-28', { en: 'International Day of the Bosniaks', mk: 'Меѓународен ден на Бошњаците', bg: 'Международен ден на бошняците' }, 'ethnic', nationality('Bosniak'), false),
];

/**
 * Bulgaria, Labour Code art. 154(1): the official holidays, all for every citizen. Art. 154(2): when
 * one of them other than the Easter days falls on a Saturday or Sunday, the first working day after
 * it is a day off (one per holiday, so a weekend Christmas gives two). The package misses Holy
 * Saturday, keeps 26 December as an observance and moves nothing; 1 November (Day of the National
 * Awakeners) is a day off for schools only, not a holiday of the Labour Code.
 */
const BULGARIA: readonly LawHoliday[] = [
  law('01-01', { en: 'New Year’s Day', mk: 'Нова година', bg: 'Нова година' }, 'public', ALL, true),
  law('03-03', { en: 'Liberation Day', mk: 'Ден на ослободувањето на Бугарија', bg: 'Ден на Освобождението на България' }, 'public', ALL, true),
  law('orthodox -2', { en: 'Good Friday', mk: 'Велики петок', bg: 'Разпети петък' }, 'religious', ALL, false),
  law('orthodox -1', { en: 'Holy Saturday', mk: 'Велика сабота', bg: 'Велика събота' }, 'religious', ALL, false),
  law('orthodox', { en: 'Easter Sunday', mk: 'Велигден', bg: 'Великден' }, 'religious', ALL, false),
  law('orthodox 1', { en: 'Easter Monday', mk: 'Втор ден Велигден', bg: 'Втори ден на Великден' }, 'religious', ALL, false),
  law('05-01', { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' }, 'public', ALL, true),
  law('05-06', { en: 'Saint George’s Day (Day of the Bulgarian Army)', mk: 'Ѓурѓовден', bg: 'Гергьовден, Ден на храбростта и Българската армия' }, 'public', ALL, true),
  law('05-24', { en: 'Day of Bulgarian Education and Culture and of Slavonic Literature', mk: 'Ден на бугарската просвета и култура и на словенската писменост', bg: 'Ден на българската просвета и култура и на славянската писменост' }, 'public', ALL, true),
  law('09-06', { en: 'Unification Day', mk: 'Ден на соединувањето', bg: 'Ден на Съединението' }, 'public', ALL, true),
  law('09-22', { en: 'Independence Day', mk: 'Ден на независноста на Бугарија', bg: 'Ден на Независимостта на България' }, 'public', ALL, true),
  law('12-24', { en: 'Christmas Eve', mk: 'Бадник', bg: 'Бъдни вечер' }, 'religious', ALL, true),
  law('12-25', { en: 'Christmas Day', mk: 'Божиќ', bg: 'Рождество Христово' }, 'religious', ALL, true),
  law('12-26', { en: 'Second Day of Christmas', mk: 'Втор ден Божиќ', bg: 'Рождество Христово (втори ден)' }, 'religious', ALL, true),
];

const MOVED_SUFFIX: Names = { en: ' (day off moved from the weekend)', mk: ' (неработен ден, пренесен)', bg: ' (почивен ден, пренесен)' };

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return isoOf(d);
};

const calculators = new Map<string, Holidays>();

/** The dates a rule gives in a year (a Hijri feast can fall twice in one Gregorian year). */
export function datesOfRule(rule: string, year: number): string[] {
  if (/^\d{2}-\d{2}$/.test(rule)) return [`${year}-${rule}`];
  let calculator = calculators.get(rule);
  if (!calculator) {
    calculator = new Holidays();
    calculator.setHoliday(rule, { name: { en: rule }, type: 'public' });
    calculators.set(rule, calculator);
  }
  // The package's date string starts with the local calendar day ('2026-03-20 00:00:00 -0600').
  return calculator
    .getHolidays(year)
    .map((h) => h.date.slice(0, 10))
    .filter((d) => d.startsWith(`${year}-`));
}

const SATURDAY = 6;
const SUNDAY = 0;

/**
 * The day off a holiday on a rest day gives: North Macedonia moves only a Sunday to the next day;
 * Bulgaria moves a Saturday or Sunday to the first working day after it, skipping holidays and the
 * days already given to another holiday.
 */
function movedDay(country: OfficialHolidayCountry, date: string, taken: Set<string>): string | null {
  const day = weekday(date);
  const restDays = country === 'MK' ? [SUNDAY] : [SATURDAY, SUNDAY];
  if (!restDays.includes(day)) return null;
  let candidate = nextDay(date);
  while (weekday(candidate) === SATURDAY || weekday(candidate) === SUNDAY || taken.has(candidate)) candidate = nextDay(candidate);
  return candidate;
}

/** The official holidays of a country in a year, as its labour law gives them, by date. */
export function officialHolidays(country: OfficialHolidayCountry, year: number): OfficialDay[] {
  const table = country === 'MK' ? NORTH_MACEDONIA : BULGARIA;
  const days: Array<OfficialDay & { moves: boolean }> = table.flatMap((h) => datesOfRule(h.rule, year).map((date) => ({ date, names: h.names, type: h.type, audience: h.audience, movedFrom: null, moves: h.moves })));
  days.sort((a, b) => a.date.localeCompare(b.date));
  // Days off for everyone are taken; a moved day lands on none of them, nor on another moved day.
  const taken = new Set(days.filter((d) => d.audience.kind === 'all').map((d) => d.date));
  const moved: OfficialDay[] = [];
  for (const day of days) {
    if (!day.moves || day.audience.kind !== 'all') continue;
    const to = movedDay(country, day.date, taken);
    if (to === null) continue;
    taken.add(to);
    // Never past the year: Bulgaria's last holiday, 26 December, moves at most to the 30th.
    moved.push({ date: to, names: withSuffix(day.names), type: day.type, audience: day.audience, movedFrom: day.date });
  }
  return mergeSameDay([...days.map(({ moves: _moves, ...d }) => d), ...moved].sort((a, b) => a.date.localeCompare(b.date)));
}

const audienceKey = (a: OfficialAudience) => (a.kind === 'all' ? 'all' : `${a.kind}:${a.name}`);

/**
 * Two holidays on one date for one audience are one day off (Bulgaria 2027: Labour Day on Holy
 * Saturday), as a company holds one holiday per date and audience: one entry naming both, public
 * when either is (the moved day off of the public one is still given).
 */
function mergeSameDay(days: OfficialDay[]): OfficialDay[] {
  const merged: OfficialDay[] = [];
  for (const day of days) {
    const same = merged.find((m) => m.date === day.date && audienceKey(m.audience) === audienceKey(day.audience));
    if (!same) {
      merged.push({ ...day });
      continue;
    }
    same.names = { en: `${same.names.en}; ${day.names.en}`, mk: `${same.names.mk}; ${day.names.mk}`, bg: `${same.names.bg}; ${day.names.bg}` };
    if (day.type === 'public') same.type = 'public';
  }
  return merged;
}

function withSuffix(names: Names): Names {
  return { en: names.en + MOVED_SUFFIX.en, mk: names.mk + MOVED_SUFFIX.mk, bg: names.bg + MOVED_SUFFIX.bg };
}
