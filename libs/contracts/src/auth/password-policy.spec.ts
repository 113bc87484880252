import { passwordChangeErrors, passwordProblems } from './password-policy';

describe('password policy (spec section 5)', () => {
  it('accepts 8–30 characters with upper, lower, digit and one of @#$%^&*()!', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
    expect(passwordProblems('Zz9(' + 'x'.repeat(26))).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordProblems('')).toEqual(['new_password_required']);
    expect(passwordProblems('abc')).toEqual(['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required']);
    expect(passwordProblems('A1!' + 'a'.repeat(28))).toEqual(['password_too_long']);
    expect(passwordProblems('Abcdefg1?')).toEqual(['password_symbol_required']);
  });

  it('checks confirmation, old password and that the new one differs', () => {
    expect(passwordChangeErrors({ password: 'Abcdef1!', password_confirmation: 'Abcdef1@' }, false)).toEqual({
      password_confirmation: ['passwords_must_match'],
    });
    expect(passwordChangeErrors({ password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }, true)).toEqual({ old_password: ['old_password_required'] });
    expect(passwordChangeErrors({ old_password: 'Abcdef1!', password: 'Abcdef1!', password_confirmation: 'Abcdef1!' }, true)).toEqual({
      password: ['passwords_must_differ'],
    });
    expect(passwordChangeErrors({ old_password: 'Old1!old', password: 'New1!new', password_confirmation: '' }, true)).toEqual({
      password_confirmation: ['repeat_password_required'],
    });
    expect(passwordChangeErrors({ old_password: 'Old1!old', password: 'New1!new', password_confirmation: 'New1!new' }, true)).toEqual({});
  });
});
