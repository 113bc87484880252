import { BadRequestException, UnprocessableEntityException } from '@nestjs/common';
import { ContractValidationPipe } from '../validation/contract-validation.pipe';
import { ChangeLanguageDto, FirstPasswordChangeDto, LoginDto, PasswordChangeDto, RegisterDto, ResetPasswordDto, SetPasswordWithTokenDto } from './auth.dtos';
import { isTimeZone } from '@presently/contracts';
import { SurveyDto } from './profile.controller';
import { UpdateSettingsDto } from '../org/settings.controller';

const STRONG = 'Str0ng!Pass';
const pipe = new ContractValidationPipe();

/** A body as the global pipe reads it for a route typed with `cls` (contract DTOs and class DTOs alike). */
async function validateBody(cls: new () => object, body: unknown) {
  try {
    return { ok: true as const, value: await pipe.transform(body, { type: 'body', metatype: cls }) };
  } catch (err) {
    if (err instanceof BadRequestException) return { ok: false as const, malformed: true as const };
    if (err instanceof UnprocessableEntityException) return { ok: false as const, errors: (err.getResponse() as { errors: Record<string, string[]> }).errors };
    throw err;
  }
}

const errorsOf = async (cls: new () => object, body: unknown) => {
  const result = await validateBody(cls, body);
  if (result.ok) return 'ok';
  return 'malformed' in result ? 'malformed' : result.errors;
};

describe('DTO validation into message keys', () => {
  it('treats an absent body as empty, and anything but an object as malformed', async () => {
    expect(await errorsOf(LoginDto, undefined)).toEqual({ email: ['field_required'], password: ['field_required'] });
    expect(await errorsOf(LoginDto, [])).toBe('malformed');
    expect(await errorsOf(LoginDto, 'a@b.co')).toBe('malformed');
    expect(await errorsOf(LoginDto, null)).toBe('malformed');
  });

  it('accepts a good login, trims the e-mail and drops unknown fields', async () => {
    const result = await validateBody(LoginDto, { email: '  ana@example.com ', password: 'whatever', remember_me: true, role_id: 1 });
    expect(result).toEqual({ ok: true, value: { email: 'ana@example.com', password: 'whatever', remember_me: true } });
  });

  it('does not hold a login password to the policy (it may predate it)', async () => {
    expect(await errorsOf(LoginDto, { email: 'a@b.co', password: 'x' })).toBe('ok');
  });

  it('applies the shared password policy to new passwords, after the shape checks', async () => {
    expect(await errorsOf(FirstPasswordChangeDto, { password: STRONG, password_confirmation: STRONG })).toBe('ok');
    expect(await errorsOf(FirstPasswordChangeDto, { password: 'Ab1!', password_confirmation: 'Ab1!' })).toEqual({ password: ['password_too_short'] });
    expect(await errorsOf(PasswordChangeDto, { old_password: 'x', password: ['x'], password_confirmation: 'y' })).toEqual({
      password: ['invalid_option'],
      password_confirmation: ['passwords_must_match'],
    });
    expect(await errorsOf(ResetPasswordDto, { email: 'a@b.co', code: ' 123456 ', password: STRONG, password_confirmation: STRONG })).toBe('ok');
  });

  it('checks registration fields with the keys the web translates', async () => {
    const good = { company_name: 'Acme', email: 'ana@acme.test', password: STRONG, password_confirmation: STRONG, account_type: 'company', terms: true, bot_check: 'eyJ9' };
    expect(await errorsOf(RegisterDto, good)).toBe('ok');
    expect(await errorsOf(RegisterDto, { ...good, terms: 'true', account_type: 'x', lang: 'de', company_name: '   ' })).toEqual({
      company_name: ['field_required'],
      terms: ['terms_required'],
      account_type: ['invalid_option'],
      lang: ['invalid_option'],
    });
  });

  it('checks language, survey and settings', async () => {
    expect(await errorsOf(ChangeLanguageDto, { user_lang: 'bg' })).toBe('ok');
    expect(await errorsOf(ChangeLanguageDto, { user_lang: ['bg'] })).toEqual({ user_lang: ['invalid_option'] });
    const answers = { first_answer: 'a', second_answer: 'b', third_answer: 'c', fourth_answer: 'd', fifth_answer: 'e', sixth_answer: 'yes', seventh_answer: 'no', eighth_answer: 'no', ninth_answer: 'yes' };
    expect(await errorsOf(SurveyDto, { ...answers, user_id: 5, role_id: 4 })).toBe('ok');
    expect(await errorsOf(SurveyDto, { ...answers, ninth_answer: 'YES', role_id: 1.5 })).toEqual({ ninth_answer: ['invalid_option'], role_id: ['invalid_option'] });
    expect(await errorsOf(UpdateSettingsDto, {})).toBe('ok');
    expect(await errorsOf(UpdateSettingsDto, { timezone: 'Europe/Skopje', language: 'mk', two_factor_email: false })).toBe('ok');
    expect(await errorsOf(UpdateSettingsDto, { timezone: 'Nowhere/Land', password_reset_3_months: 1 })).toEqual({ timezone: ['invalid_option'], password_reset_3_months: ['invalid_option'] });
    // Whether null will do is org's to say (it clears the HR limit date, and is field_required for a switch).
    expect(await errorsOf(UpdateSettingsDto, { two_factor_email: null, hr_absence_limit_date: '' })).toBe('ok');
    expect(await errorsOf(UpdateSettingsDto, { log_period: { enabled: true, start: '08:00', end: '8pm' }, approval_steps: [] })).toEqual({
      'log_period.end': ['time_invalid'],
      approval_steps: ['invalid_option'],
    });
  });

  it('checks the invitation link’s new password with the policy', async () => {
    expect(await errorsOf(SetPasswordWithTokenDto, { token: 't', password: STRONG, password_confirmation: STRONG })).toBe('ok');
    expect(await errorsOf(SetPasswordWithTokenDto, { token: 't'.repeat(513), password: STRONG, password_confirmation: 'x' })).toEqual({
      token: ['invalid_option'],
      password_confirmation: ['passwords_must_match'],
    });
  });

  it('knows time zones', () => {
    expect(isTimeZone('Europe/Sofia')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});
