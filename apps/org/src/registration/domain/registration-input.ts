import { ACCOUNT_TYPES, LANGS, type AccountType, type Lang } from '@presently/contracts';
import { FieldChecker } from '@presently/validation';

export interface RegistrationInput {
  registrationId: string;
  companyName: string;
  accountType: AccountType;
  /** Trimmed and lower-cased: e-mails are unique case-insensitively. */
  email: string;
  lang: Lang;
}

/** Checks a company registration as auth forwards it (after its own checks of the form). */
export function parseRegistration(payload: unknown): { ok: true; value: RegistrationInput } | { ok: false; errors: Record<string, string[]> } {
  const c = new FieldChecker(payload);
  const registrationId = c.text('registration_id', 200);
  const companyName = c.text('company_name', 250);
  const accountType = c.oneOf('account_type', ACCOUNT_TYPES);
  const email = c.email('email');
  const lang = c.has('lang') ? c.oneOf('lang', LANGS) : 'en';
  if (!c.ok || !registrationId || !companyName || !accountType || !email || !lang) return { ok: false, errors: c.result };
  return { ok: true, value: { registrationId, companyName, accountType, email: email.toLowerCase(), lang } };
}
