import {
  ABSENCE_ERRORS,
  ABSENCE_REQUEST_STATUSES,
  ABSENCE_TYPES,
  APPROVAL_RULE_ERRORS,
  APPROVAL_STEPS,
  AUTH_ERRORS,
  ERROR_KEYS,
  FILE_ERRORS,
  PASSWORD_KEYS,
  PERSONAL_DAY_REASONS,
  PRESENCE_ERRORS,
  PRESENCE_TYPES,
  SUBSTITUTE_ERRORS,
} from '@presently/contracts';
import { NAMESPACES } from '.';
import { catalogue as bg } from './bg';
import { catalogue as en } from './en';
import { catalogue as mk } from './mk';

const resources = { en, mk, bg };

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [];
}

const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe('translation catalogues', () => {
  it.each(NAMESPACES)('%s has exactly the same keys in en, mk and bg', (ns) => {
    const en = keyPaths(resources.en[ns]).sort();
    expect(keyPaths(resources.mk[ns]).sort()).toEqual(en);
    expect(keyPaths(resources.bg[ns]).sort()).toEqual(en);
  });

  it.each(NAMESPACES)('%s has no empty text and keeps the placeholders in every language', (ns) => {
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(leaves(resources[language][ns]).every((text) => text.trim().length > 0)).toBe(true);
    }
    for (const path of keyPaths(resources.en[ns])) {
      const read = (language: 'en' | 'mk' | 'bg') =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], resources[language][ns]) as string;
      expect(placeholders(read('mk'))).toEqual(placeholders(read('en')));
      expect(placeholders(read('bg'))).toEqual(placeholders(read('en')));
    }
  });

  it('writes Macedonian and Bulgarian in Cyrillic', () => {
    for (const language of ['mk', 'bg'] as const) {
      const texts = NAMESPACES.flatMap((ns) => leaves(resources[language][ns]));
      const cyrillic = texts.filter((text) => /[\u0400-\u04FF]/.test(text));
      // Only brand names, codes and numbers may stay in Latin script.
      expect(cyrillic.length / texts.length).toBeGreaterThan(0.9);
    }
  });

  it('translates every error key the server may send', () => {
    const serverKeys = [
      'unauthenticated', 'forbidden', 'not_found', 'validation_failed', 'service_unavailable', 'health_degraded',
      'server_error', 'unknown_pattern', 'too_many_requests', 'payload_too_large', 'malformed_body',
      'invalid_credentials', 'no_company_account', 'user_blocked', 'invalid_or_expired_2fa_code', 'invalid_2fa_code',
      'resend_code_failed', 'login_failed', 'invalid_or_expired_reset_code', 'email_not_verified', 'password_expired',
      'wrong_old_password', 'bot_check_failed', 'email_taken', 'something_went_wrong',
    ];
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(Object.keys(resources[language].errors)).toEqual(expect.arrayContaining(serverKeys));
    }
  });

  it('translates every error key of the shared contracts (gateway, auth, password policy) and the identity screens', () => {
    const contractKeys = [...Object.values(ERROR_KEYS), ...Object.values(AUTH_ERRORS), ...Object.values(PASSWORD_KEYS)];
    const screenKeys = ['terms_required', 'survey_already_submitted', 'file_required', 'file_must_be_image', 'file_too_large_1mb', 'max_255_characters'];
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(Object.keys(resources[language].errors)).toEqual(expect.arrayContaining([...contractKeys, ...screenKeys]));
    }
  });

  it('translates the error keys of organisation administration', () => {
    const adminKeys = [
      'invalid_or_expired_token', 'no_changes_to_save', 'company_load_failed', 'company_update_failed', 'delete_user_absences_first',
      'pending_requests_first', 'default_cannot_change', 'has_members', 'has_teams', 'has_devices', 'in_use', 'holiday_has_rest_days',
      'holiday_exists', 'nationality_or_religion_required', 'period_required', 'end_before_start', 'start_equals_end',
      'approver_required', 'email_taken', 'name_taken', 'invalid_option', 'date_invalid', 'time_invalid', 'phone_invalid',
      'role_not_allowed', 'cannot_change_own_role', 'cannot_change_own_status', 'replace_general_manager_first', 'device_unknown',
      'file_required', 'file_must_be_image', 'file_too_large_1mb', 'between',
    ];
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(Object.keys(resources[language].errors)).toEqual(expect.arrayContaining(adminKeys));
    }
  });

  it('translates the error keys of presence and vacation days', () => {
    const keys = [
      ...Object.values(PRESENCE_ERRORS),
      'presence_logging_disabled', 'presence_not_started', 'invalid_option', 'gate_not_found', 'gate_inactive', 'device_unknown',
      'wrong_qr_code', 'user_not_found', 'company_not_found', 'no_permission', 'end_before_start', 'no_changes_to_save',
      'entitlement_in_use', 'required', 'too_long',
    ];
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(Object.keys(resources[language].errors)).toEqual(expect.arrayContaining(keys));
    }
  });

  it('names every presence type of the catalogue (1–26) in every language', () => {
    for (const language of ['en', 'mk', 'bg'] as const) {
      const names = resources[language].presence.types as Record<string, string>;
      expect(Object.keys(names).map(Number).sort((a, b) => a - b)).toEqual(PRESENCE_TYPES.map((type) => type.id));
    }
    // English names are the catalogue's own.
    for (const type of PRESENCE_TYPES) expect((resources.en.presence.types as Record<string, string>)[String(type.id)]).toBe(type.name);
  });

  it('translates the error keys of absences and their files', () => {
    const keys = [
      ...Object.values(ABSENCE_ERRORS),
      ...Object.values(FILE_ERRORS),
      ...Object.values(SUBSTITUTE_ERRORS),
      ...Object.values(APPROVAL_RULE_ERRORS),
      'invalid_characters', 'nesting_too_deep', 'file_format_pdf_jpg', 'file_too_large_10mb', 'max_5_files', 'file_already_attached',
    ];
    for (const language of ['en', 'mk', 'bg'] as const) {
      expect(Object.keys(resources[language].errors)).toEqual(expect.arrayContaining(keys));
    }
  });

  it('names every absence type, personal-day reason, status and approval step in every language', () => {
    for (const language of ['en', 'mk', 'bg'] as const) {
      const catalogue = resources[language].absences;
      expect(Object.keys(catalogue.types)).toEqual(expect.arrayContaining(ABSENCE_TYPES.map((type) => type.key)));
      expect(Object.keys(catalogue.reasons)).toEqual(expect.arrayContaining(PERSONAL_DAY_REASONS.map((reason) => reason.key)));
      expect(Object.keys(catalogue.status)).toEqual(expect.arrayContaining([...ABSENCE_REQUEST_STATUSES]));
      expect(Object.keys(catalogue.steps)).toEqual(expect.arrayContaining([...APPROVAL_STEPS]));
    }
    for (const type of ABSENCE_TYPES) expect((resources.en.absences.types as Record<string, string>)[type.key]).toBe(type.name);
  });
});
