import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WORK_SETTINGS, parseCompanySettings, parseProfile, parseUser, parseWorkSettings } from './copy-payloads';

const event = {
  user_id: 7,
  company_id: 3,
  email: 'ana@example.com',
  full_name: '  Ana   Petrova ',
  role_id: 6,
  status: 'active',
  lang: 'mk',
  created: false,
  team_id: 11,
  department_id: 12,
  nationality_id: null,
  religion_id: 4,
  qr_code: 'qr-7',
  work_settings: { ...DEFAULT_WORK_SETTINGS, working_hours: 7.5 },
};

describe('org data as presence keeps it', () => {
  it('reads a user with the presence fields', () => {
    expect(parseUser(event)).toEqual({
      ok: true,
      core: { user_id: 7, company_id: 3, full_name: 'Ana Petrova', role_id: 6, status: 'active' },
      presence: { team_id: 11, department_id: 12, nationality_id: null, religion_id: 4, qr_code: 'qr-7', work_settings: { ...DEFAULT_WORK_SETTINGS, working_hours: 7.5 } },
    });
    expect(parseProfile(event)).toMatchObject({ user_id: 7, qr_code: 'qr-7', team_id: 11 });
  });

  it('reads the core of an event published before presence fields existed', () => {
    const { team_id: _t, qr_code: _q, work_settings: _w, ...old } = event;
    expect(parseUser(old)).toMatchObject({ ok: true, presence: null });
    expect(parseProfile(old)).toBeNull();
    expect(parseUser({ ...event, work_settings: { working_hours: 8 } })).toMatchObject({ ok: true, presence: null });
    expect(parseUser({ ...event, team_id: 'x' })).toMatchObject({ ok: true, presence: null });
  });

  it('refuses a user without the core fields', () => {
    expect(parseUser({ ...event, user_id: 0, role_id: 9, status: 'gone' })).toEqual({ ok: false, fields: ['user_id', 'role_id', 'status'] });
    expect(parseUser(null)).toEqual({ ok: false, fields: ['user_id', 'company_id', 'full_name', 'role_id', 'status'] });
    expect(parseProfile(null)).toBeNull();
  });

  it('checks work settings field by field', () => {
    expect(parseWorkSettings(DEFAULT_WORK_SETTINGS)).toEqual(DEFAULT_WORK_SETTINGS);
    expect(parseWorkSettings({ ...DEFAULT_WORK_SETTINGS, working_hours: 25 })).toBeNull();
    expect(parseWorkSettings({ ...DEFAULT_WORK_SETTINGS, use_web: 'yes' })).toBeNull();
  });

  it('takes company settings with a real time zone, the fields it reads checked', () => {
    expect(parseCompanySettings({ ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Sofia' })).toEqual({ ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Sofia' });
    expect(parseCompanySettings({ ...DEFAULT_COMPANY_SETTINGS, timezone: 'Mars/Olympus' })).toBeNull();
    expect(parseCompanySettings({ timezone: 'UTC', start_rounding_minutes: -5, show_saturday: 'yes', night_work: { enabled: true, start: '25:00', end: null } })).toEqual({
      ...DEFAULT_COMPANY_SETTINGS,
      timezone: 'UTC',
    });
    expect(parseCompanySettings({ ...DEFAULT_COMPANY_SETTINGS, night_work: { enabled: true, start: '22:00', end: '06:00' } })?.night_work).toEqual({ enabled: true, start: '22:00', end: '06:00' });
  });
});
