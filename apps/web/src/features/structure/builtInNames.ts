import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A department or team as lists carry it: departments say whether they are the Default one, teams their kind. */
export interface StructureEntry {
  name: string;
  is_default?: boolean;
  kind?: string;
}

/**
 * The name to show: the company's built-in Default department and Default and Deactivated teams in
 * the user's language (the server flags them: `is_default`, `kind`), every other name as the
 * administrator typed it.
 */
export function structureName(entry: StructureEntry, t: TFunction): string {
  if (entry.is_default === true) return t('admin:builtIn.defaultDepartment');
  if (entry.kind === 'default') return t('admin:builtIn.defaultTeam');
  if (entry.kind === 'deactivated') return t('admin:builtIn.deactivatedTeam');
  return entry.name;
}

/** `structureName` bound to the current language, for pages and selects. */
export function useStructureName(): (entry: StructureEntry) => string {
  const { t } = useTranslation();
  return useCallback((entry: StructureEntry) => structureName(entry, t), [t]);
}
