import type { Lang } from '@presently/contracts';

/** Sorted by name as the language sorts (Cyrillic included), ties by id. */
export function sortByName<T extends { id: number; name: string }>(items: readonly T[], lang: Lang): T[] {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
