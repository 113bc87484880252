/** Password rules of spec section 5, as message keys the web translates. Pure: web and server share it. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const PASSWORD_SYMBOLS = '@#$%^&*()!';

export const PASSWORD_KEYS = {
  required: 'new_password_required',
  tooShort: 'password_too_short',
  tooLong: 'password_too_long',
  uppercase: 'password_uppercase_required',
  lowercase: 'password_lowercase_required',
  number: 'password_number_required',
  symbol: 'password_symbol_required',
  repeatRequired: 'repeat_password_required',
  mustMatch: 'passwords_must_match',
  mustDiffer: 'passwords_must_differ',
  oldRequired: 'old_password_required',
} as const;

const SYMBOL = new RegExp(`[${PASSWORD_SYMBOLS.replace(/[\\^$*()]/g, '\\$&')}]`);

/** Keys for everything wrong with a new password (empty when it is acceptable). */
export function passwordProblems(password: unknown): string[] {
  if (typeof password !== 'string' || password.length === 0) return [PASSWORD_KEYS.required];
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) problems.push(PASSWORD_KEYS.tooShort);
  if (password.length > PASSWORD_MAX) problems.push(PASSWORD_KEYS.tooLong);
  if (!/[A-Z]/.test(password)) problems.push(PASSWORD_KEYS.uppercase);
  if (!/[a-z]/.test(password)) problems.push(PASSWORD_KEYS.lowercase);
  if (!/[0-9]/.test(password)) problems.push(PASSWORD_KEYS.number);
  if (!SYMBOL.test(password)) problems.push(PASSWORD_KEYS.symbol);
  return problems;
}

export interface PasswordChangeInput {
  old_password?: unknown;
  password?: unknown;
  password_confirmation?: unknown;
}

/**
 * Field → keys for a password change. `requireOld` for changes by a logged-in user who knows the old
 * password (profile, change-password modal, expired password); not for first change or reset.
 */
export function passwordChangeErrors(input: PasswordChangeInput, requireOld: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (requireOld && (typeof input.old_password !== 'string' || input.old_password.length === 0)) {
    errors.old_password = [PASSWORD_KEYS.oldRequired];
  }
  const problems = passwordProblems(input.password);
  if (problems.length) errors.password = problems;
  if (typeof input.password_confirmation !== 'string' || input.password_confirmation.length === 0) {
    errors.password_confirmation = [PASSWORD_KEYS.repeatRequired];
  } else if (input.password_confirmation !== input.password) {
    errors.password_confirmation = [PASSWORD_KEYS.mustMatch];
  }
  if (requireOld && !errors.old_password && !errors.password && input.old_password === input.password) {
    errors.password = [PASSWORD_KEYS.mustDiffer];
  }
  return errors;
}
