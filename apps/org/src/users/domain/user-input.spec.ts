import { parseUserInput } from './user-input';

const TODAY = '2026-11-20';
const valid = {
  email: ' Ana.Petrovska@Firma.MK ',
  full_name: 'Ana Petrovska',
  full_name_in_documents: 'Ana Petrovska',
  job_position: 'Accountant',
  job_position_in_documents: 'Senior accountant',
  birthday: '1990-04-12',
  phone: '+389 70 123 456',
  nationality_id: 3,
  religion_id: 4,
  country_code: 'mk',
  employment_start_date: '2020-01-15',
  employment_end_date: null,
  role_id: 4,
  department_id: 1,
  team_id: 2,
  user_color: '#E53935',
};

describe('the user form', () => {
  it('takes a complete form, normalising e-mail, country and colour', () => {
    const parsed = parseUserInput(valid, TODAY);
    expect(parsed).toEqual({
      ok: true,
      value: { ...valid, email: 'ana.petrovska@firma.mk', country_code: 'MK', user_color: '#e53935' },
    });
  });

  it('requires what the spec requires, and names every missing field', () => {
    const parsed = parseUserInput({}, TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      [
        'birthday',
        'country_code',
        'department_id',
        'email',
        'employment_start_date',
        'full_name',
        'full_name_in_documents',
        'job_position',
        'job_position_in_documents',
        'nationality_id',
        'religion_id',
        'role_id',
        'team_id',
      ].sort(),
    );
    expect(Object.values(parsed.errors).every((keys) => keys.join() === 'field_required')).toBe(true);
  });

  it('leaves phone, end date and colour optional', () => {
    const parsed = parseUserInput({ ...valid, phone: '', employment_end_date: undefined, user_color: null }, TODAY);
    expect(parsed).toMatchObject({ ok: true, value: { phone: null, employment_end_date: null, user_color: '' } });
  });

  it('refuses bad values with their keys', () => {
    expect(
      parseUserInput(
        {
          ...valid,
          email: 'not-an-email',
          full_name: 'x'.repeat(256),
          birthday: '2030-01-01',
          country_code: 'XX',
          employment_start_date: '2021-02-30',
          role_id: 9,
          phone: 'ask reception',
          user_color: 'red',
        },
        TODAY,
      ),
    ).toEqual({
      ok: false,
      errors: {
        email: ['email_invalid'],
        full_name: ['max_255_characters'],
        birthday: ['date_invalid'],
        country_code: ['invalid_option'],
        employment_start_date: ['date_invalid'],
        role_id: ['invalid_option'],
        phone: ['phone_invalid'],
        user_color: ['invalid_option'],
      },
    });
  });

  it('refuses an employment end before its start, and accepts the same day', () => {
    expect(parseUserInput({ ...valid, employment_end_date: '2020-01-14' }, TODAY)).toEqual({ ok: false, errors: { employment_end_date: ['end_before_start'] } });
    expect(parseUserInput({ ...valid, employment_end_date: '2020-01-15' }, TODAY).ok).toBe(true);
  });

  it('accepts a birthday of today (the company’s today), not tomorrow', () => {
    expect(parseUserInput({ ...valid, birthday: TODAY }, TODAY).ok).toBe(true);
    expect(parseUserInput({ ...valid, birthday: '2026-11-21' }, TODAY)).toEqual({ ok: false, errors: { birthday: ['date_invalid'] } });
  });
});
