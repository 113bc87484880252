import { AUTH_EVENT, type EventEnvelope } from '@presently/contracts';
import { cleanName, EMAIL_KIND_OF_EVENT, type EmailEvent, NAME_MAX, parseEmailEvent } from './email-job';

const id = '0b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10';
const envelope = (payload: Record<string, unknown>, actorLang?: 'en' | 'mk' | 'bg'): EventEnvelope<Partial<EmailEvent>> => ({
  id,
  name: AUTH_EVENT.twoFactorCodeIssued,
  occurredAt: '2026-11-22T10:00:00.000Z',
  meta: { requestId: 'req-1', actor: actorLang ? { userId: 1, companyId: 1, roleId: 1, lang: actorLang } : null },
  payload: payload as Partial<EmailEvent>,
});
const code = { user_id: 7, email: 'ana@example.com', lang: 'mk', code: '048213', expires_at: '2026-11-22T10:10:00Z' };

describe('an e-mail event on the way in', () => {
  it('maps each event to its kind of e-mail', () => {
    expect(EMAIL_KIND_OF_EVENT).toEqual({
      [AUTH_EVENT.emailVerificationRequested]: 'email-verification',
      [AUTH_EVENT.twoFactorCodeIssued]: 'two-factor-code',
      [AUTH_EVENT.passwordResetCodeIssued]: 'password-reset-code',
      [AUTH_EVENT.invitationIssued]: 'invitation',
    });
  });

  it('becomes a job carrying everything the worker needs', () => {
    expect(parseEmailEvent('two-factor-code', envelope(code))).toEqual({
      ok: true,
      value: {
        kind: 'two-factor-code',
        eventId: id,
        requestId: 'req-1',
        userId: 7,
        to: 'ana@example.com',
        lang: 'mk',
        code: '048213',
        expiresAt: '2026-11-22T10:10:00.000Z',
      },
    });
  });

  it('keeps the verification link as it came', () => {
    const url = 'https://presently.example/api/email/verify/12/abc?expires=1795000000&signature=f00';
    const result = parseEmailEvent('email-verification', envelope({ ...code, code: undefined, verify_url: url, lang: 'bg' }));
    expect(result).toMatchObject({ ok: true, value: { kind: 'email-verification', verifyUrl: url, lang: 'bg' } });
  });

  it("falls back to the actor's language, then English", () => {
    expect(parseEmailEvent('two-factor-code', envelope({ ...code, lang: 'de' }, 'bg'))).toMatchObject({ value: { lang: 'bg' } });
    expect(parseEmailEvent('two-factor-code', envelope({ ...code, lang: undefined }))).toMatchObject({ value: { lang: 'en' } });
  });

  it('names every field it cannot use', () => {
    const result = parseEmailEvent('email-verification', {
      ...envelope({ email: 'not an address', user_id: -1, expires_at: 'soon', verify_url: 'javascript:alert(1)' }),
      id: 'not-a-uuid',
    });
    expect(result).toEqual({
      ok: false,
      errors: { id: ['invalid'], email: ['invalid'], user_id: ['invalid'], expires_at: ['invalid'], verify_url: ['invalid'] },
    });
    expect(parseEmailEvent('password-reset-code', envelope({ ...code, code: '' }))).toEqual({ ok: false, errors: { code: ['invalid'] } });
  });

  it('refuses an address that would add recipients', () => {
    expect(parseEmailEvent('two-factor-code', envelope({ ...code, email: 'a@example.com, b@example.com' }))).toMatchObject({ ok: false });
    expect(parseEmailEvent('two-factor-code', envelope({ ...code, email: 'a@example.com\r\nBcc: b@example.com' }))).toMatchObject({ ok: false });
  });

  describe('an invitation', () => {
    const url = 'https://presently.example/?token=' + 'A'.repeat(43);
    const invitation = { user_id: 9, email: 'ana@example.com', lang: 'mk', full_name: 'Ана Петровска', company_name: 'Акме ДООЕЛ', set_password_url: url, expires_at: '2026-11-29T10:00:00Z' };

    it('carries the link, the name and the company', () => {
      expect(parseEmailEvent('invitation', envelope(invitation))).toEqual({
        ok: true,
        value: {
          kind: 'invitation',
          eventId: id,
          requestId: 'req-1',
          userId: 9,
          to: 'ana@example.com',
          lang: 'mk',
          setPasswordUrl: url,
          fullName: 'Ана Петровска',
          companyName: 'Акме ДООЕЛ',
          expiresAt: '2026-11-29T10:00:00.000Z',
        },
      });
    });

    it('may come without a company name (null, absent or blank)', () => {
      for (const company_name of [null, undefined, '   ']) {
        expect(parseEmailEvent('invitation', envelope({ ...invitation, company_name }))).toMatchObject({ ok: true, value: { companyName: null } });
      }
    });

    it('keeps names on one line', () => {
      const result = parseEmailEvent('invitation', envelope({ ...invitation, full_name: ' Ana\r\nBcc: x@example.com\t ', company_name: 'Acme\u0000 Ltd' }));
      expect(result).toMatchObject({ ok: true, value: { fullName: 'Ana Bcc: x@example.com', companyName: 'Acme Ltd' } });
    });

    it('names every field it cannot use', () => {
      expect(parseEmailEvent('invitation', envelope({ ...invitation, set_password_url: 'ftp://x.example/?token=1', full_name: 7, company_name: false }))).toEqual({
        ok: false,
        errors: { set_password_url: ['invalid'], full_name: ['invalid'], company_name: ['invalid'] },
      });
    });
  });

  it('cuts an over-long name instead of refusing the e-mail', () => {
    const long = 'Ж'.repeat(NAME_MAX + 50);
    const cut = cleanName(long) as string;
    expect(Array.from(cut)).toHaveLength(NAME_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cleanName('Ж'.repeat(NAME_MAX))).toBe('Ж'.repeat(NAME_MAX));
    expect(cleanName(42)).toBeUndefined();
  });
});
