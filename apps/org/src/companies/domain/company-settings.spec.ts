import type { CompanySettings } from '@presently/contracts';
import { diffSettings, isValidTimezone, parseSettingsUpdate } from './company-settings';
import { newCompanySettings } from './company-defaults';

const current: CompanySettings = { language: 'en', timezone: 'Europe/Skopje', two_factor_email: false, password_reset_3_months: false };

describe('company settings: validation', () => {
  it('takes only the fields present', () => {
    expect(parseSettingsUpdate({ two_factor_email: true })).toEqual({ ok: true, value: { two_factor_email: true } });
    expect(parseSettingsUpdate({})).toEqual({ ok: true, value: {} });
    expect(parseSettingsUpdate({ unknown: 1 })).toEqual({ ok: true, value: {} });
  });

  it('accepts the three languages and IANA zones, in their canonical spelling', () => {
    expect(parseSettingsUpdate({ language: 'bg', timezone: 'europe/sofia' })).toEqual({ ok: true, value: { language: 'bg', timezone: 'Europe/Sofia' } });
    expect(parseSettingsUpdate({ timezone: 'UTC' })).toEqual({ ok: true, value: { timezone: 'UTC' } });
  });

  it('refuses other languages, offsets and made-up zones, and non-booleans', () => {
    expect(parseSettingsUpdate({ language: 'de', timezone: '+01:00', two_factor_email: 'yes', password_reset_3_months: null })).toEqual({
      ok: false,
      errors: {
        language: ['invalid_option'],
        timezone: ['invalid_option'],
        two_factor_email: ['invalid_option'],
        password_reset_3_months: ['field_required'],
      },
    });
    expect(parseSettingsUpdate({ timezone: 'Mars/Olympus_Mons' })).toEqual({ ok: false, errors: { timezone: ['invalid_option'] } });
    expect(parseSettingsUpdate({ timezone: '' })).toEqual({ ok: false, errors: { timezone: ['field_required'] } });
    expect(parseSettingsUpdate({ language: 42 })).toEqual({ ok: false, errors: { language: ['invalid_option'] } });
  });

  it('knows IANA zones through Luxon', () => {
    expect(isValidTimezone('Europe/Skopje')).toBe(true);
    expect(isValidTimezone('America/New_York')).toBe(true);
    expect(isValidTimezone('Europe/Atlantis')).toBe(false);
  });
});

describe('company settings: what changed', () => {
  it('keeps only fields that differ', () => {
    expect(diffSettings(current, { language: 'en', two_factor_email: true })).toEqual({ two_factor_email: true });
    expect(diffSettings(current, { timezone: 'Europe/Sofia', password_reset_3_months: false })).toEqual({ timezone: 'Europe/Sofia' });
  });

  it('is empty when nothing changes (no_changes_to_save)', () => {
    expect(diffSettings(current, {})).toEqual({});
    expect(diffSettings(current, { ...current })).toEqual({});
  });
});

describe('a new company’s settings', () => {
  it('take the registrant’s language, North Macedonia’s zone, and start with the security switches off', () => {
    expect(newCompanySettings('en')).toMatchObject({ language: 'en', timezone: 'Europe/Skopje', twoFactorEmail: false, passwordReset3Months: false, specialReports: false });
    expect(newCompanySettings('mk')).toMatchObject({ language: 'mk', timezone: 'Europe/Skopje' });
  });

  it('use Sofia’s zone for a company registered in Bulgarian', () => {
    expect(newCompanySettings('bg')).toMatchObject({ language: 'bg', timezone: 'Europe/Sofia' });
  });
});
