import { DEFAULT_WORK_RULES } from '../../work-rules/domain/work-rules';
import { toWorkSettings, toWorkSettingsColumns } from '../work-settings.presenter';
import { defaultWorkSettings, parseWorkSettingsUpdate } from './work-settings';

describe('work settings', () => {
  it('start from the company’s work rules and its saving-images setting', () => {
    expect(defaultWorkSettings({ ...DEFAULT_WORK_RULES, daily_hours: 7.5, default_max_paid_break_minutes: 45 }, true)).toEqual({
      working_hours: 7.5,
      max_paid_break_minutes: 45,
      flexible_regular_hours: false,
      automatic_presence_stop: false,
      saving_images: true,
      disable_overtime: false,
      disable_presence_logging: false,
      use_web: true,
      use_mobile_app: true,
    });
  });

  it('take hours 1–24 in quarters and a paid break of 0–240 minutes', () => {
    expect(parseWorkSettingsUpdate({ working_hours: 24, max_paid_break_minutes: 0, use_web: false })).toEqual({
      ok: true,
      value: { working_hours: 24, max_paid_break_minutes: 0, use_web: false },
    });
    expect(parseWorkSettingsUpdate({ working_hours: 0, max_paid_break_minutes: 241, disable_overtime: 'no' })).toEqual({
      ok: false,
      errors: { working_hours: ['between_1_and_24'], max_paid_break_minutes: ['between_0_and_240'], disable_overtime: ['invalid_option'] },
    });
    expect(parseWorkSettingsUpdate({ working_hours: 25 })).toEqual({ ok: false, errors: { working_hours: ['between_1_and_24'] } });
    expect(parseWorkSettingsUpdate({ working_hours: 7.1 })).toEqual({ ok: false, errors: { working_hours: ['invalid_option'] } });
  });

  it('are stored in minutes and read back in hours', () => {
    const settings = defaultWorkSettings({ ...DEFAULT_WORK_RULES, daily_hours: 7.75 }, false);
    expect(toWorkSettingsColumns(settings).workingMinutes).toBe(465);
    expect(toWorkSettings(toWorkSettingsColumns(settings))).toEqual(settings);
  });
});
