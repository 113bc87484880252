import { parseRegistration } from './registration-input';

const valid = { registration_id: 'r-1', company_name: ' Acme ', account_type: 'company', email: ' Ana.P@Example.MK ', lang: 'mk' };

describe('registration input', () => {
  it('trims, lower-cases the e-mail and keeps the language', () => {
    expect(parseRegistration(valid)).toEqual({
      ok: true,
      value: { registrationId: 'r-1', companyName: 'Acme', accountType: 'company', email: 'ana.p@example.mk', lang: 'mk' },
    });
  });

  it('defaults the language to English', () => {
    const { lang: _lang, ...rest } = valid;
    expect(parseRegistration(rest)).toMatchObject({ ok: true, value: { lang: 'en' } });
  });

  it('reports every missing or wrong field', () => {
    expect(parseRegistration({ account_type: 'club', email: 'nope', lang: 'fr', company_name: 'x'.repeat(251) })).toEqual({
      ok: false,
      errors: {
        registration_id: ['field_required'],
        company_name: ['max_250_characters'],
        account_type: ['invalid_option'],
        email: ['email_invalid'],
        lang: ['invalid_option'],
      },
    });
    expect(parseRegistration(undefined)).toMatchObject({ ok: false });
  });
});
