import type { EmailJob } from './email-job';
import { renderEmail } from './render-email';

const now = new Date('2026-11-22T10:00:00Z');
const base = { eventId: '0b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10', requestId: 'r', userId: 7, to: 'ana@example.com' };
const code = (kind: 'two-factor-code' | 'password-reset-code', lang: EmailJob['lang'], minutes = 10): EmailJob => ({
  ...base,
  kind,
  lang,
  code: '048213',
  expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
});
const url = 'https://presently.example/api/email/verify/12/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08?expires=1795000000&signature=abc';
const verify = (lang: EmailJob['lang']): Extract<EmailJob, { kind: 'email-verification' }> => ({ ...base, kind: 'email-verification', lang, verifyUrl: url, expiresAt: '2026-11-22T11:00:00Z' });

const inviteUrl = 'https://presently.example/?token=' + 'aZ_-'.repeat(10) + 'xyz';
const invite = (lang: EmailJob['lang'], over: Partial<Extract<EmailJob, { kind: 'invitation' }>> = {}): Extract<EmailJob, { kind: 'invitation' }> => ({
  ...base,
  kind: 'invitation',
  lang,
  setPasswordUrl: inviteUrl,
  fullName: 'Ана Петровска',
  companyName: 'Акме',
  expiresAt: '2026-11-29T10:00:00Z',
  ...over,
});

const lines = (text: string) => text.split('\n');

describe('the e-mails, in each language', () => {
  it.each([
    ['en', /sign-in code/, 'valid for 10 minutes'],
    ['mk', /Вашиот код за најава/, 'важи 10 минути'],
    ['bg', /Вашият код за вход/, 'валиден 10 минути'],
  ] as const)('two-factor code in %s', (lang, subject, validity) => {
    const mail = renderEmail(code('two-factor-code', lang), now);
    expect(mail.subject).toMatch(subject);
    expect(mail.subject).toContain('Presently');
    expect(lines(mail.text)).toContain('048213');
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain('048213');
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it.each([
    ['en', /password reset code/, 'valid for 30 minutes'],
    ['mk', /ресетирање на лозинката/, 'важи 30 минути'],
    ['bg', /възстановяване на паролата/, 'валиден 30 минути'],
  ] as const)('password reset code in %s', (lang, subject, validity) => {
    const mail = renderEmail(code('password-reset-code', lang, 30), now);
    expect(mail.subject).toMatch(subject);
    expect(lines(mail.text)).toContain('048213');
    expect(mail.text).toContain(validity);
  });

  it.each([
    ['en', /Confirm your e-mail address/, 'valid for 1 hour'],
    ['mk', /Потврдете ја вашата е-пошта/, 'важи 1 час'],
    ['bg', /Потвърдете имейл адреса си/, 'валидна 1 час'],
  ] as const)('e-mail verification in %s', (lang, subject, validity) => {
    const mail = renderEmail(verify(lang), now);
    expect(mail.subject).toMatch(subject);
    expect(lines(mail.text)).toContain(url);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
  });

  it.each([
    ['en', 'You are invited to Presently', 'Hello Ана Петровска,', 'You have been invited to join Акме in Presently.', 'The link is valid for 7 days'],
    ['mk', 'Поканети сте во Presently', 'Здраво, Ана Петровска,', 'Поканети сте да се приклучите кон Акме во Presently.', 'Врската важи 7 дена'],
    ['bg', 'Поканени сте в Presently', 'Здравейте, Ана Петровска,', 'Поканени сте да се присъедините към Акме в Presently.', 'Връзката е валидна 7 дни'],
  ] as const)('invitation in %s', (lang, subject, greeting, intro, validity) => {
    const mail = renderEmail(invite(lang), now);
    expect(mail.subject).toBe(subject);
    expect(lines(mail.text)[0]).toBe(greeting);
    expect(mail.text).toContain(intro);
    expect(lines(mail.text)).toContain(inviteUrl);
    expect(mail.text).toContain(validity);
    expect(mail.html).toContain(`href="${inviteUrl}"`);
    expect(mail.html).toContain(greeting);
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it.each([
    ['en', 'You have been invited to Presently.', 'Hello,'],
    ['mk', 'Поканети сте во Presently.', 'Здраво,'],
    ['bg', 'Поканени сте в Presently.', 'Здравейте,'],
  ] as const)('invitation in %s without a company or a name', (lang, intro, greeting) => {
    const mail = renderEmail(invite(lang, { companyName: null, fullName: '' }), now);
    expect(mail.text.startsWith(`${greeting}\n\n${intro}`)).toBe(true);
    expect(lines(mail.text)).toContain(inviteUrl);
  });

  it('writes Macedonian and Bulgarian in Cyrillic, and tells them apart', () => {
    const mk = renderEmail(code('two-factor-code', 'mk'), now);
    const bg = renderEmail(code('two-factor-code', 'bg'), now);
    expect(mk.subject).toMatch(/[\u0400-\u04FF]/);
    expect(bg.subject).toMatch(/[\u0400-\u04FF]/);
    expect(mk.subject).not.toBe(bg.subject);
    expect(mk.text).toMatch(/^Здраво,/);
    expect(bg.text).toMatch(/^Здравейте,/);
  });

  it('has the same sentences in every language (nothing left untranslated)', () => {
    for (const job of [code('two-factor-code', 'en'), code('password-reset-code', 'en'), verify('en'), invite('en'), invite('en', { companyName: null })]) {
      const en = lines(renderEmail(job, now).text).length;
      expect(lines(renderEmail({ ...job, lang: 'mk' }, now).text)).toHaveLength(en);
      expect(lines(renderEmail({ ...job, lang: 'bg' }, now).text)).toHaveLength(en);
      for (const lang of ['mk', 'bg'] as const) {
        const latin = renderEmail({ ...job, lang }, now).text.replaceAll('Presently', '').replace(url, '').replace(inviteUrl, '');
        expect(latin).not.toMatch(/[A-Za-z]{2,}/);
      }
    }
  });

  it('escapes what it puts into the HTML', () => {
    const mail = renderEmail({ ...verify('en'), verifyUrl: 'https://x.example/?a=1&b="><script>' }, now);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;');
    const invited = renderEmail(invite('en', { fullName: '<b>Ana</b>', companyName: 'A&B "Ltd"' }), now);
    expect(invited.html).not.toContain('<b>Ana</b>');
    expect(invited.html).toContain('Hello &lt;b&gt;Ana&lt;/b&gt;,');
    expect(invited.html).toContain('A&amp;B &quot;Ltd&quot;');
  });
});
