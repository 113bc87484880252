import type { Lang } from '../envelopes';

/** An entry's name in each language. */
export type BuiltInNames = Record<Lang, string>;

/**
 * The nationalities and religions a new company gets, each by a stable key: the key stays on the
 * company's entry (`builtin_key`) until an administrator renames it, so the entry is shown in each
 * reader's language by its key, never by matching its text. One table for org (seeding, official
 * holidays) and the web (showing the entry).
 */
export const BUILT_IN_NATIONALITIES = {
  macedonian: { en: 'Macedonian', mk: 'Македонска', bg: 'Македонска' },
  albanian: { en: 'Albanian', mk: 'Албанска', bg: 'Албанска' },
  turkish: { en: 'Turkish', mk: 'Турска', bg: 'Турска' },
  roma: { en: 'Roma', mk: 'Ромска', bg: 'Ромска' },
  serbian: { en: 'Serbian', mk: 'Српска', bg: 'Сръбска' },
  bosniak: { en: 'Bosniak', mk: 'Бошњачка', bg: 'Бошняшка' },
  vlach: { en: 'Vlach', mk: 'Влашка', bg: 'Влашка' },
  bulgarian: { en: 'Bulgarian', mk: 'Бугарска', bg: 'Българска' },
  croatian: { en: 'Croatian', mk: 'Хрватска', bg: 'Хърватска' },
  montenegrin: { en: 'Montenegrin', mk: 'Црногорска', bg: 'Черногорска' },
  egyptian: { en: 'Egyptian', mk: 'Египќанска', bg: 'Египетска' },
  russian: { en: 'Russian', mk: 'Руска', bg: 'Руска' },
  armenian: { en: 'Armenian', mk: 'Ерменска', bg: 'Арменска' },
  greek: { en: 'Greek', mk: 'Грчка', bg: 'Гръцка' },
  ukrainian: { en: 'Ukrainian', mk: 'Украинска', bg: 'Украинска' },
  other: { en: 'Other', mk: 'Друга', bg: 'Друга' },
} as const satisfies Record<string, BuiltInNames>;

export const BUILT_IN_RELIGIONS = {
  orthodox_christianity: { en: 'Orthodox Christianity', mk: 'Православие', bg: 'Православие' },
  islam: { en: 'Islam', mk: 'Ислам', bg: 'Ислям' },
  catholicism: { en: 'Catholicism', mk: 'Католицизам', bg: 'Католицизъм' },
  protestantism: { en: 'Protestantism', mk: 'Протестантизам', bg: 'Протестантство' },
  armenian_apostolic: { en: 'Armenian Apostolic', mk: 'Ерменска апостолска црква', bg: 'Арменска апостолическа църква' },
  judaism: { en: 'Judaism', mk: 'Јудаизам', bg: 'Юдаизъм' },
  other: { en: 'Other', mk: 'Друга', bg: 'Друга' },
  none: { en: 'None', mk: 'Без вероисповед', bg: 'Без вероизповедание' },
} as const satisfies Record<string, BuiltInNames>;

export type BuiltInNationalityKey = keyof typeof BUILT_IN_NATIONALITIES;
export type BuiltInReligionKey = keyof typeof BUILT_IN_RELIGIONS;
export type CatalogueKind = 'nationalities' | 'religions';

/** A built-in entry's names by its key (null for a key this version does not know). */
export function builtInNames(kind: CatalogueKind, key: string): BuiltInNames | null {
  const table: Record<string, BuiltInNames> = kind === 'nationalities' ? BUILT_IN_NATIONALITIES : BUILT_IN_RELIGIONS;
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : null;
}

/** How a catalogue entry reads in `lang`: a built-in one (still carrying its key) in that language, any other as typed. */
export function catalogueEntryName(kind: CatalogueKind, entry: { name: string; builtin_key?: string | null }, lang: Lang): string {
  const names = entry.builtin_key ? builtInNames(kind, entry.builtin_key) : null;
  return names ? names[lang] : entry.name;
}

/**
 * The company's built-in department and teams (told by `is_default` and `kind`, never by their text),
 * named in each reader's language; the web's `admin:builtIn.*` keys hold the same words (a web test
 * compares them). Names an administrator typed are shown as typed.
 */
export const BUILT_IN_STRUCTURE_NAMES = {
  defaultDepartment: { en: 'Default', mk: 'Основен', bg: 'Основен' },
  defaultTeam: { en: 'Default', mk: 'Основен', bg: 'Основен' },
  deactivatedTeam: { en: 'Deactivated', mk: 'Деактивирани', bg: 'Деактивирани' },
} as const satisfies Record<string, BuiltInNames>;

/** A department's or team's name in `lang`: the built-in ones by their flags, any other as typed. */
export function structureEntryName(entry: { name: string; is_default?: boolean; kind?: string }, lang: Lang): string {
  if (entry.is_default === true) return BUILT_IN_STRUCTURE_NAMES.defaultDepartment[lang];
  if (entry.kind === 'default') return BUILT_IN_STRUCTURE_NAMES.defaultTeam[lang];
  if (entry.kind === 'deactivated') return BUILT_IN_STRUCTURE_NAMES.deactivatedTeam[lang];
  return entry.name;
}
