import { type CompanySettings, type CompanySettingsChangedEvent, ORG_EVENT, ORG_RPC } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { newCompanySettingsView } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError, watchSettingsEvents } from './support/org-harness';

describe('org: company settings', () => {
  let org: OrgHarness;

  beforeAll(async () => {
    org = await bootOrg();
  });

  afterAll(async () => {
    await org.close();
  });

  it('answers the company’s full settings', async () => {
    const a = await org.register({ lang: 'mk' });
    await expect(org.call<CompanySettings>(ORG_RPC.getSettings, {}, adminOf(a))).resolves.toEqual(newCompanySettingsView('mk'));
  });

  it('stores a change and announces it after the commit', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const m = adminOf(a);
      const updated = await org.call<CompanySettings>(ORG_RPC.updateSettings, { two_factor_email: true, timezone: 'europe/sofia', language: 'en' }, m);
      expect(updated).toEqual({ ...newCompanySettingsView('en'), timezone: 'Europe/Sofia', two_factor_email: true });
      await expect(org.call(ORG_RPC.getSettings, {}, m)).resolves.toEqual(updated);

      const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
      expect(event.name).toBe(ORG_EVENT.companySettingsChanged);
      expect(event.meta.actor).toEqual(m.actor);
      expect(event.payload as CompanySettingsChangedEvent).toEqual({ company_id: a.company_id, settings: updated, special_reports: false });
      // Published after the commit: what the event says is what is stored.
      const [row] = await org.sql('SELECT two_factor_email, timezone FROM org.companies WHERE id = $1', [a.company_id]);
      expect(row).toEqual({ two_factor_email: true, timezone: 'Europe/Sofia' });
    } finally {
      await watch.close();
    }
  });

  it('changes every other setting, nested ones field by field, and announces the whole', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const m = adminOf(a);
      const change = {
        show_qr_on_web: false,
        saving_images: true,
        min_days_before_vacation: 5,
        disable_emails_general_manager: true,
        disable_emails_department_manager: true,
        disable_emails_chairman: true,
        approval_steps: { department_manager: false },
        show_saturday: true,
        show_sunday: true,
        show_user_history: true,
        past_vacation_roles: [7, 1],
        leads_schedule_own_work_time: true,
        leads_schedule_own_rest_days: true,
        start_rounding_minutes: 15,
        end_rounding_minutes: 10,
        flexible_hours_margin_minutes: 30,
        night_work: { enabled: true },
        log_period: { enabled: true, start: '06:00', end: '20:00' },
        hr_absence_limit_date: '2026-12-20',
        tl_shift_action: true,
      };
      const updated = await org.call<CompanySettings>(ORG_RPC.updateSettings, change, m);
      expect(updated).toEqual({
        ...newCompanySettingsView('en'),
        ...change,
        approval_steps: { team_lead: true, department_manager: false, human_resources: true, general_manager: true },
        past_vacation_roles: [1, 7],
        night_work: { enabled: true, start: '22:00', end: '06:00' },
      });
      const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
      expect((event.payload as CompanySettingsChangedEvent).settings).toEqual(updated);
      // The user-info flags follow the same columns.
      const [flags] = await org.sql('SELECT show_qr_on_web, show_saturday, tl_shift_action FROM org.companies WHERE id = $1', [a.company_id]);
      expect(flags).toEqual({ show_qr_on_web: false, show_saturday: true, tl_shift_action: true });
    } finally {
      await watch.close();
    }
  });

  it('refuses a save that changes nothing, and announces nothing', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const m = adminOf(a);
      expect(await rpcError(org.call(ORG_RPC.updateSettings, { language: 'en', two_factor_email: false }, m))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(org.call(ORG_RPC.updateSettings, {}, m))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(org.call(ORG_RPC.updateSettings, { night_work: { start: '22:00' }, past_vacation_roles: [] }, m))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(watch.events.filter((e) => e.meta.requestId === m.requestId)).toEqual([]);
    } finally {
      await watch.close();
    }
  });

  it('refuses wrong values field by field', async () => {
    const a = await org.register();
    const body = await rpcError(
      org.call(
        ORG_RPC.updateSettings,
        {
          language: 'de',
          timezone: 'Europe/Atlantis',
          two_factor_email: 'true',
          password_reset_3_months: 1,
          start_rounding_minutes: 121,
          min_days_before_vacation: 61,
          past_vacation_roles: [4],
          night_work: { start: '7pm' },
        },
        adminOf(a),
      ),
    );
    expect(body).toEqual({
      status: 422,
      errors: {
        language: ['invalid_option'],
        timezone: ['invalid_option'],
        two_factor_email: ['invalid_option'],
        password_reset_3_months: ['invalid_option'],
        start_rounding_minutes: ['between_0_and_120'],
        min_days_before_vacation: ['between_0_and_60'],
        past_vacation_roles: ['invalid_option'],
        'night_work.start': ['time_invalid'],
      },
    });
    const [row] = await org.sql('SELECT language, timezone FROM org.companies WHERE id = $1', [a.company_id]);
    expect(row).toEqual({ language: 'en', timezone: 'Europe/Skopje' });
  });

  it('checks the periods and the approval chain on the settings as they would be', async () => {
    const a = await org.register();
    const m = adminOf(a);
    expect(await rpcError(org.call(ORG_RPC.updateSettings, { log_period: { enabled: true } }, m))).toEqual({ status: 422, errors: { log_period: ['period_required'] } });
    expect(await rpcError(org.call(ORG_RPC.updateSettings, { night_work: { enabled: true, end: null } }, m))).toEqual({
      status: 422,
      errors: { night_work: ['period_required'] },
    });
    expect(await rpcError(org.call(ORG_RPC.updateSettings, { log_period: { enabled: true, start: '18:00', end: '08:00' } }, m))).toEqual({
      status: 422,
      errors: { log_period: ['end_before_start'] },
    });
    const none = { team_lead: false, department_manager: false, human_resources: false, general_manager: false };
    expect(await rpcError(org.call(ORG_RPC.updateSettings, { approval_steps: none }, m))).toEqual({ status: 422, errors: { approval_steps: ['approver_required'] } });
    // A night crossing midnight is a night.
    await expect(org.call(ORG_RPC.updateSettings, { night_work: { enabled: true, start: '21:00', end: '05:00' } }, m)).resolves.toMatchObject({
      night_work: { enabled: true, start: '21:00', end: '05:00' },
    });
  });

  it('changes only the acting user’s company', async () => {
    const a = await org.register();
    const b = await org.register();
    await org.call(ORG_RPC.updateSettings, { show_sunday: true }, adminOf(a));
    await expect(org.call<CompanySettings>(ORG_RPC.getSettings, {}, adminOf(b))).resolves.toMatchObject({ show_sunday: false });
  });
});
