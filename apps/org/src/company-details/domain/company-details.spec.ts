import { parseCompanyDetails } from './company-details';

const form = { name: 'Firma DOO', address: 'Partizanska 1', city: 'Skopje', country: 'mk', tax_number: '', general_manager_user_id: 12 };

describe('the company details form', () => {
  it('takes a complete form; the tax number is optional; the country an ISO code in capitals', () => {
    expect(parseCompanyDetails(form)).toEqual({
      ok: true,
      value: { name: 'Firma DOO', address: 'Partizanska 1', city: 'Skopje', country: 'MK', tax_number: null, general_manager_user_id: 12 },
    });
  });

  it('takes language and time zone only when sent', () => {
    expect(parseCompanyDetails({ ...form, language: 'mk', timezone: 'europe/skopje' })).toMatchObject({ ok: true, value: { language: 'mk', timezone: 'Europe/Skopje' } });
    expect(parseCompanyDetails({ ...form, language: 'fr', timezone: 'Nowhere' })).toEqual({ ok: false, errors: { language: ['invalid_option'], timezone: ['invalid_option'] } });
  });

  it('requires name, address, city, country and general manager', () => {
    expect(parseCompanyDetails({})).toEqual({
      ok: false,
      errors: {
        name: ['field_required'],
        address: ['field_required'],
        city: ['field_required'],
        country: ['field_required'],
        general_manager_user_id: ['field_required'],
      },
    });
    expect(parseCompanyDetails({ ...form, country: 'Macedonia', name: 'x'.repeat(256) })).toEqual({
      ok: false,
      errors: { name: ['max_255_characters'], country: ['invalid_option'] },
    });
  });
});
