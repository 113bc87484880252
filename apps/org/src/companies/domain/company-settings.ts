import { IANAZone } from 'luxon';
import { LANGS, type CompanySettings } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker } from '@presently/validation';

export const SETTINGS_ERRORS = {
  noChanges: 'no_changes_to_save',
} as const;

export const isValidTimezone = (zone: string): boolean => IANAZone.isValidZone(zone);

/** The zone's canonical spelling ("europe/skopje" → "Europe/Skopje"), so equal zones compare equal. */
export const canonicalTimezone = (zone: string): string => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

export type SettingsUpdate = Partial<CompanySettings>;

/**
 * Validates an update of company settings: only the fields present are checked and taken; language
 * is en, mk or bg; timezone an IANA zone (Luxon), stored in its canonical spelling; the switches booleans. Unknown fields are ignored.
 */
export function parseSettingsUpdate(payload: unknown): { ok: true; value: SettingsUpdate } | { ok: false; errors: Record<string, string[]> } {
  const c = new FieldChecker(payload);
  const value: SettingsUpdate = {};
  if (c.has('language')) value.language = c.oneOf('language', LANGS);
  if (c.has('timezone')) {
    const zone = c.text('timezone', 250);
    if (zone !== undefined) {
      if (isValidTimezone(zone)) value.timezone = canonicalTimezone(zone);
      else c.fail('timezone', FIELD_ERRORS.invalidOption);
    }
  }
  if (c.has('two_factor_email')) value.two_factor_email = c.boolean('two_factor_email');
  if (c.has('password_reset_3_months')) value.password_reset_3_months = c.boolean('password_reset_3_months');
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value };
}

/** The fields of an update that differ from the current settings (empty: nothing to save). */
export function diffSettings(current: CompanySettings, update: SettingsUpdate): SettingsUpdate {
  const changed: SettingsUpdate = {};
  for (const key of Object.keys(update) as Array<keyof CompanySettings>) {
    const next = update[key];
    if (next !== undefined && next !== current[key]) (changed as Record<string, unknown>)[key] = next;
  }
  return changed;
}
