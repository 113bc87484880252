import { WORK_SETTINGS_SWITCHES, type WorkRules, type WorkSettings } from '@presently/contracts';
import { FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { intBetween, numberBetween } from '../../common/domain/fields';
import { HOURS_STEP, MAX_PAID_BREAK_MINUTES } from '../../work-rules/domain/work-rules';

/**
 * A new person's work settings: the company's daily hours and paid break from its work rules, its
 * "saving images" setting, presence logged through the web and the app, nothing disabled.
 */
export function defaultWorkSettings(rules: WorkRules, companySavesImages: boolean): WorkSettings {
  return {
    working_hours: rules.daily_hours,
    max_paid_break_minutes: rules.default_max_paid_break_minutes,
    flexible_regular_hours: false,
    automatic_presence_stop: false,
    saving_images: companySavesImages,
    disable_overtime: false,
    disable_presence_logging: false,
    use_web: true,
    use_mobile_app: true,
  };
}

/** An update of a person's work settings (fields absent stay): hours 1–24 in quarters, paid break 0–240 minutes, switches booleans. */
export function parseWorkSettingsUpdate(payload: unknown): Parsed<Partial<WorkSettings>> {
  const c = new FieldChecker(payload);
  const value: Partial<WorkSettings> = {};
  if ('working_hours' in c.source) value.working_hours = numberBetween(c, 'working_hours', 1, 24, HOURS_STEP);
  if ('max_paid_break_minutes' in c.source) value.max_paid_break_minutes = intBetween(c, 'max_paid_break_minutes', 0, MAX_PAID_BREAK_MINUTES);
  for (const field of WORK_SETTINGS_SWITCHES) if (field in c.source) value[field] = c.boolean(field);
  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}
