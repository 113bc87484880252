import type { Lang } from '@presently/contracts';

type Names = Record<Lang, string>;

/**
 * Nationalities as HR in North Macedonia records them: the communities named in the constitution
 * (and the census), which also decide the ethnic holidays a person may take; then neighbours, Other.
 */
const NORTH_MACEDONIA_NATIONALITIES: Names[] = [
  { en: 'Macedonian', mk: 'Македонска', bg: 'Македонска' },
  { en: 'Albanian', mk: 'Албанска', bg: 'Албанска' },
  { en: 'Turkish', mk: 'Турска', bg: 'Турска' },
  { en: 'Roma', mk: 'Ромска', bg: 'Ромска' },
  { en: 'Serbian', mk: 'Српска', bg: 'Сръбска' },
  { en: 'Bosniak', mk: 'Бошњачка', bg: 'Бошняшка' },
  { en: 'Vlach', mk: 'Влашка', bg: 'Влашка' },
  { en: 'Bulgarian', mk: 'Бугарска', bg: 'Българска' },
  { en: 'Croatian', mk: 'Хрватска', bg: 'Хърватска' },
  { en: 'Montenegrin', mk: 'Црногорска', bg: 'Черногорска' },
  { en: 'Egyptian', mk: 'Египќанска', bg: 'Египетска' },
  { en: 'Other', mk: 'Друга', bg: 'Друга' },
];

/** Ethnic groups of the Bulgarian census, then Other. */
const BULGARIA_NATIONALITIES: Names[] = [
  { en: 'Bulgarian', mk: 'Бугарска', bg: 'Българска' },
  { en: 'Turkish', mk: 'Турска', bg: 'Турска' },
  { en: 'Roma', mk: 'Ромска', bg: 'Ромска' },
  { en: 'Russian', mk: 'Руска', bg: 'Руска' },
  { en: 'Armenian', mk: 'Ерменска', bg: 'Арменска' },
  { en: 'Vlach', mk: 'Влашка', bg: 'Влашка' },
  { en: 'Macedonian', mk: 'Македонска', bg: 'Македонска' },
  { en: 'Greek', mk: 'Грчка', bg: 'Гръцка' },
  { en: 'Ukrainian', mk: 'Украинска', bg: 'Украинска' },
  { en: 'Other', mk: 'Друга', bg: 'Друга' },
];

/** Religions whose holidays the law of North Macedonia names (Orthodox, Islam, Catholic, Jewish), and more. */
const NORTH_MACEDONIA_RELIGIONS: Names[] = [
  { en: 'Orthodox Christianity', mk: 'Православие', bg: 'Православие' },
  { en: 'Islam', mk: 'Ислам', bg: 'Ислям' },
  { en: 'Catholicism', mk: 'Католицизам', bg: 'Католицизъм' },
  { en: 'Protestantism', mk: 'Протестантизам', bg: 'Протестантство' },
  { en: 'Judaism', mk: 'Јудаизам', bg: 'Юдаизъм' },
  { en: 'Other', mk: 'Друга', bg: 'Друга' },
  { en: 'None', mk: 'Без вероисповед', bg: 'Без вероизповедание' },
];

/** Religions of the Bulgarian census. */
const BULGARIA_RELIGIONS: Names[] = [
  { en: 'Orthodox Christianity', mk: 'Православие', bg: 'Православие' },
  { en: 'Islam', mk: 'Ислам', bg: 'Ислям' },
  { en: 'Catholicism', mk: 'Католицизам', bg: 'Католицизъм' },
  { en: 'Protestantism', mk: 'Протестантизам', bg: 'Протестантство' },
  { en: 'Armenian Apostolic', mk: 'Ерменска апостолска црква', bg: 'Арменска апостолическа църква' },
  { en: 'Judaism', mk: 'Јудаизам', bg: 'Юдаизъм' },
  { en: 'Other', mk: 'Друга', bg: 'Друга' },
  { en: 'None', mk: 'Без вероисповед', bg: 'Без вероизповедание' },
];

export type ListCountry = 'MK' | 'BG';

/** Which country's nationalities and religions a new company gets: Bulgarian speakers Bulgaria's, everyone else North Macedonia's. */
export const listCountryFor = (lang: Lang): ListCountry => (lang === 'bg' ? 'BG' : 'MK');

/**
 * The nationalities and religions seeded for a new company, named in the company's language.
 * They are the company's own data from then on (administration edits them).
 */
export function defaultNationalitiesReligions(lang: Lang): { nationalities: string[]; religions: string[] } {
  const country = listCountryFor(lang);
  const nationalities = country === 'BG' ? BULGARIA_NATIONALITIES : NORTH_MACEDONIA_NATIONALITIES;
  const religions = country === 'BG' ? BULGARIA_RELIGIONS : NORTH_MACEDONIA_RELIGIONS;
  return { nationalities: nationalities.map((n) => n[lang]), religions: religions.map((n) => n[lang]) };
}

/**
 * A catalogue entry (named by its English name) in every language, from either country's list: how
 * official holidays find a company's own entry for their audience whatever language it was named in.
 */
export function catalogueNames(kind: 'nationalities' | 'religions', english: string): Names | null {
  const lists = kind === 'nationalities' ? [...NORTH_MACEDONIA_NATIONALITIES, ...BULGARIA_NATIONALITIES] : [...NORTH_MACEDONIA_RELIGIONS, ...BULGARIA_RELIGIONS];
  return lists.find((n) => n.en === english) ?? null;
}
