import {
  BUILT_IN_NATIONALITIES,
  BUILT_IN_RELIGIONS,
  type BuiltInNames,
  type BuiltInNationalityKey,
  type BuiltInReligionKey,
  type CatalogueKind,
  type Lang,
} from '@presently/contracts';

/**
 * Nationalities as HR in North Macedonia records them: the communities named in the constitution
 * (and the census), which also decide the ethnic holidays a person may take; then neighbours, Other.
 */
const NORTH_MACEDONIA_NATIONALITIES: BuiltInNationalityKey[] = [
  'macedonian',
  'albanian',
  'turkish',
  'roma',
  'serbian',
  'bosniak',
  'vlach',
  'bulgarian',
  'croatian',
  'montenegrin',
  'egyptian',
  'other',
];

/** Ethnic groups of the Bulgarian census, then Other. */
const BULGARIA_NATIONALITIES: BuiltInNationalityKey[] = ['bulgarian', 'turkish', 'roma', 'russian', 'armenian', 'vlach', 'macedonian', 'greek', 'ukrainian', 'other'];

/** Religions whose holidays the law of North Macedonia names (Orthodox, Islam, Catholic, Jewish), and more. */
const NORTH_MACEDONIA_RELIGIONS: BuiltInReligionKey[] = ['orthodox_christianity', 'islam', 'catholicism', 'protestantism', 'judaism', 'other', 'none'];

/** Religions of the Bulgarian census. */
const BULGARIA_RELIGIONS: BuiltInReligionKey[] = ['orthodox_christianity', 'islam', 'catholicism', 'protestantism', 'armenian_apostolic', 'judaism', 'other', 'none'];

export type ListCountry = 'MK' | 'BG';

/** Which country's nationalities and religions a new company gets: Bulgarian speakers Bulgaria's, everyone else North Macedonia's. */
export const listCountryFor = (lang: Lang): ListCountry => (lang === 'bg' ? 'BG' : 'MK');

/** A seeded entry: its stable key and its name in the company's language. */
export interface BuiltInEntry {
  key: string;
  name: string;
}

/**
 * The nationalities and religions seeded for a new company, named in the company's language and
 * keyed, so that every reader sees them in their own language until an administrator renames one.
 */
export function defaultNationalitiesReligions(lang: Lang): { nationalities: BuiltInEntry[]; religions: BuiltInEntry[] } {
  const country = listCountryFor(lang);
  const nationalities = country === 'BG' ? BULGARIA_NATIONALITIES : NORTH_MACEDONIA_NATIONALITIES;
  const religions = country === 'BG' ? BULGARIA_RELIGIONS : NORTH_MACEDONIA_RELIGIONS;
  return {
    nationalities: nationalities.map((key) => ({ key, name: BUILT_IN_NATIONALITIES[key][lang] })),
    religions: religions.map((key) => ({ key, name: BUILT_IN_RELIGIONS[key][lang] })),
  };
}

/**
 * A catalogue entry (named by its English name) with its key and every language: how official
 * holidays name the audience they are for.
 */
export function catalogueNames(kind: CatalogueKind, english: string): (BuiltInNames & { key: string }) | null {
  const table: Record<string, BuiltInNames> = kind === 'nationalities' ? BUILT_IN_NATIONALITIES : BUILT_IN_RELIGIONS;
  const found = Object.entries(table).find(([, names]) => names.en === english);
  return found ? { key: found[0], ...found[1] } : null;
}
