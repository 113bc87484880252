import { catalogueEntryName, LANGS, type CatalogueKind, type Lang } from '@presently/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An entry as the lists carry it: built-in ones keep their key until an administrator renames them. */
export interface CatalogueEntry {
  name: string;
  builtin_key?: string | null;
}

const langOf = (language: string | undefined): Lang => (LANGS as readonly string[]).includes(language ?? '') ? (language as Lang) : 'en';

/**
 * How a nationality or religion reads in the current language: a built-in one by its key in that
 * language (the names are the contracts' table, the same one org seeds companies from), any other as
 * the administrator typed it.
 */
export function useCatalogueName(): (kind: CatalogueKind, entry: CatalogueEntry) => string {
  const { i18n } = useTranslation();
  const lang = langOf(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((kind: CatalogueKind, entry: CatalogueEntry) => catalogueEntryName(kind, entry, lang), [lang]);
}
