import type { CompanySettings } from '@presently/contracts';
import { toCompanySettings, toSettingsColumns } from '../company.presenter';
import type { Company } from '../entities/company.entity';
import { newCompanySettings } from './company-defaults';
import { diffSettings, isValidTimezone, mergeSettings, parseSettingsUpdate, settingsRuleErrors } from './company-settings';

/** A new company's settings as the contract shows them. */
const current: CompanySettings = toCompanySettings({ ...newCompanySettings('en') } as unknown as Company);

describe('company settings: the shape of an update', () => {
  it('takes only the fields present, and ignores unknown ones', () => {
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

  it('takes rounding and margins as whole minutes 0–120, and the minimum days 0–60', () => {
    expect(parseSettingsUpdate({ start_rounding_minutes: 0, end_rounding_minutes: 120, flexible_hours_margin_minutes: 15, min_days_before_vacation: 60 })).toEqual({
      ok: true,
      value: { start_rounding_minutes: 0, end_rounding_minutes: 120, flexible_hours_margin_minutes: 15, min_days_before_vacation: 60 },
    });
    expect(parseSettingsUpdate({ start_rounding_minutes: 121, end_rounding_minutes: -1, flexible_hours_margin_minutes: 7.5, min_days_before_vacation: 61 })).toEqual({
      ok: false,
      errors: {
        start_rounding_minutes: ['between_0_and_120'],
        end_rounding_minutes: ['between_0_and_120'],
        flexible_hours_margin_minutes: ['invalid_option'],
        min_days_before_vacation: ['between_0_and_60'],
      },
    });
    expect(parseSettingsUpdate({ start_rounding_minutes: '10', min_days_before_vacation: null })).toEqual({
      ok: false,
      errors: { start_rounding_minutes: ['invalid_option'], min_days_before_vacation: ['field_required'] },
    });
  });

  it('takes the roles that may schedule vacation in the past from 1, 2, 3, 6 and 7, once each, ascending', () => {
    expect(parseSettingsUpdate({ past_vacation_roles: [7, 1, 7, 3] })).toEqual({ ok: true, value: { past_vacation_roles: [1, 3, 7] } });
    expect(parseSettingsUpdate({ past_vacation_roles: [] })).toEqual({ ok: true, value: { past_vacation_roles: [] } });
    for (const wrong of [[4], [5], [8], ['1'], 1, null]) {
      expect(parseSettingsUpdate({ past_vacation_roles: wrong })).toEqual({ ok: false, errors: { past_vacation_roles: ['invalid_option'] } });
    }
  });

  it('takes the HR limit as a date or null', () => {
    expect(parseSettingsUpdate({ hr_absence_limit_date: '2026-12-31' })).toEqual({ ok: true, value: { hr_absence_limit_date: '2026-12-31' } });
    expect(parseSettingsUpdate({ hr_absence_limit_date: null })).toEqual({ ok: true, value: { hr_absence_limit_date: null } });
    expect(parseSettingsUpdate({ hr_absence_limit_date: '2026-02-30' })).toEqual({ ok: false, errors: { hr_absence_limit_date: ['date_invalid'] } });
  });

  it('takes the team coverage maximum as a whole percentage 1–100 or null, and warn or refuse over it', () => {
    expect(parseSettingsUpdate({ team_coverage_max_percent: 40, team_coverage_action: 'refuse' })).toEqual({ ok: true, value: { team_coverage_max_percent: 40, team_coverage_action: 'refuse' } });
    expect(parseSettingsUpdate({ team_coverage_max_percent: null })).toEqual({ ok: true, value: { team_coverage_max_percent: null } });
    expect(parseSettingsUpdate({ team_coverage_max_percent: 0, team_coverage_action: 'block' })).toEqual({
      ok: false,
      errors: { team_coverage_max_percent: ['between_1_and_100'], team_coverage_action: ['invalid_option'] },
    });
    expect(parseSettingsUpdate({ team_coverage_max_percent: 12.5 })).toEqual({ ok: false, errors: { team_coverage_max_percent: ['invalid_option'] } });
  });

  it('checks nested fields one by one, naming them parent.child', () => {
    expect(parseSettingsUpdate({ night_work: { start: '25:00', end: '6:00', enabled: 'on' }, approval_steps: { team_lead: 1 } })).toEqual({
      ok: false,
      errors: {
        'approval_steps.team_lead': ['invalid_option'],
        'night_work.enabled': ['invalid_option'],
        'night_work.start': ['time_invalid'],
        'night_work.end': ['time_invalid'],
      },
    });
    expect(parseSettingsUpdate({ log_period: 'always' })).toEqual({ ok: false, errors: { log_period: ['invalid_option'] } });
    expect(parseSettingsUpdate({ log_period: { start: null, enabled: false } })).toEqual({ ok: true, value: { log_period: { start: null, enabled: false } } });
  });
});

describe('company settings: rules across fields', () => {
  const withUpdate = (update: unknown) => {
    const parsed = parseSettingsUpdate(update);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return mergeSettings(current, parsed.value);
  };

  it('lays a nested update over the current values', () => {
    const next = withUpdate({ night_work: { enabled: true }, approval_steps: { human_resources: false } });
    expect(next.night_work).toEqual({ enabled: true, start: '22:00', end: '06:00' });
    expect(next.approval_steps).toEqual({ team_lead: true, department_manager: true, human_resources: false, general_manager: true });
    expect(settingsRuleErrors(next)).toEqual({});
  });

  it('needs a period when night work or the log period is on', () => {
    expect(settingsRuleErrors(withUpdate({ night_work: { enabled: true, start: null } }))).toEqual({ night_work: ['period_required'] });
    expect(settingsRuleErrors(withUpdate({ log_period: { enabled: true, start: '07:00' } }))).toEqual({ log_period: ['period_required'] });
    expect(settingsRuleErrors(withUpdate({ log_period: { enabled: true, start: '07:00', end: '19:00' } }))).toEqual({});
  });

  it('lets night work cross midnight, but a log period must end later than it starts', () => {
    expect(settingsRuleErrors(withUpdate({ night_work: { enabled: true, start: '23:00', end: '05:00' } }))).toEqual({});
    expect(settingsRuleErrors(withUpdate({ log_period: { enabled: true, start: '19:00', end: '07:00' } }))).toEqual({ log_period: ['end_before_start'] });
    expect(settingsRuleErrors(withUpdate({ log_period: { enabled: false, start: '08:00', end: '08:00' } }))).toEqual({ log_period: ['end_before_start'] });
    expect(settingsRuleErrors(withUpdate({ night_work: { start: '22:00', end: '22:00' } }))).toEqual({ night_work: ['start_equals_end'] });
  });

  it('needs at least one step of the approval chain', () => {
    const none = { team_lead: false, department_manager: false, human_resources: false, general_manager: false };
    expect(settingsRuleErrors(withUpdate({ approval_steps: none }))).toEqual({ approval_steps: ['approver_required'] });
    expect(settingsRuleErrors(withUpdate({ approval_steps: { ...none, general_manager: true } }))).toEqual({});
  });

  it('knows IANA zones through Luxon', () => {
    expect(isValidTimezone('Europe/Skopje')).toBe(true);
    expect(isValidTimezone('America/New_York')).toBe(true);
    expect(isValidTimezone('Europe/Atlantis')).toBe(false);
  });
});

describe('company settings: what changed', () => {
  it('names the top-level fields that differ, nested objects and lists compared by value', () => {
    expect(diffSettings(current, mergeSettings(current, { language: 'en', two_factor_email: true }))).toEqual(['two_factor_email']);
    expect(diffSettings(current, mergeSettings(current, { night_work: { enabled: false, start: '22:00' } }))).toEqual([]);
    expect(diffSettings(current, mergeSettings(current, { night_work: { start: '21:00' }, past_vacation_roles: [1] }))).toEqual(['past_vacation_roles', 'night_work']);
  });

  it('is empty when nothing changes (no_changes_to_save)', () => {
    expect(diffSettings(current, mergeSettings(current, {}))).toEqual([]);
    expect(diffSettings(current, { ...current, past_vacation_roles: [...current.past_vacation_roles] })).toEqual([]);
  });

  it('stores and reads back every field (columns ↔ contract)', () => {
    const changed: CompanySettings = {
      ...current,
      approval_steps: { team_lead: false, department_manager: true, human_resources: false, general_manager: true },
      night_work: { enabled: true, start: '21:30', end: '05:30' },
      log_period: { enabled: true, start: '06:00', end: '20:00' },
      past_vacation_roles: [2, 3],
      hr_absence_limit_date: '2027-01-15',
      start_rounding_minutes: 5,
      tl_shift_action: true,
      team_coverage_max_percent: 25,
      team_coverage_action: 'refuse',
    };
    expect(toCompanySettings(toSettingsColumns(changed) as unknown as Company)).toEqual(changed);
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

  it('ask for vacations 3 days ahead, let every step approve, and pass their own rules', () => {
    expect(current).toMatchObject({
      min_days_before_vacation: 3,
      approval_steps: { team_lead: true, department_manager: true, human_resources: true, general_manager: true },
      past_vacation_roles: [],
      night_work: { enabled: false, start: '22:00', end: '06:00' },
      log_period: { enabled: false, start: null, end: null },
    });
    expect(settingsRuleErrors(current)).toEqual({});
  });
});
