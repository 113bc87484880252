import i18n from '../i18n';
import { buildErrorMessage } from './buildErrorMessage';

describe('buildErrorMessage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('translates a single error key', () => {
    expect(buildErrorMessage({ error: 'invalid_credentials' })).toBe('Invalid credentials.');
  });

  it('translates every key of every field and joins them with a blank line', () => {
    const body = { errors: { email: ['email_taken'], password: ['password_too_short', 'password_symbol_required'] } };
    expect(buildErrorMessage(body)).toBe(
      [
        'This e-mail address is already taken.',
        'Password must be at least 8 characters.',
        'The password needs at least one symbol.',
      ].join('\n\n'),
    );
  });

  it('reads the day and the figures of a team over its coverage maximum into the message', () => {
    expect(buildErrorMessage({ errors: { start_date: ['team_coverage_exceeded:2030-12-10:3:10:20'] } })).toBe(
      'On 10-Dec-2030 3 of the 10 people of the team would be absent; the company allows at most 20% at once.',
    );
  });

  it('shows a message only once when two fields share it', () => {
    expect(buildErrorMessage({ errors: { a: ['forbidden'], b: ['forbidden'] } })).toBe(
      'You do not have permission to perform this action.',
    );
  });

  it('reads the body out of an RTK Query error', () => {
    expect(buildErrorMessage({ status: 429, data: { error: 'too_many_requests' } })).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });

  it('falls back to the generic message when no key is found', () => {
    const generic = 'Something went wrong. Try again later.';
    expect(buildErrorMessage(undefined)).toBe(generic);
    expect(buildErrorMessage('<html>Bad gateway</html>')).toBe(generic);
    expect(buildErrorMessage({})).toBe(generic);
    expect(buildErrorMessage({ errors: {} })).toBe(generic);
    expect(buildErrorMessage({ errors: { email: [] }, error: '  ' })).toBe(generic);
    expect(buildErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: failed to fetch' })).toBe(generic);
    expect(buildErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe(
      generic,
    );
    expect(buildErrorMessage({ name: 'Error', message: 'Boom' })).toBe(generic);
  });

  it('shows an unknown key or a server sentence as sent', () => {
    expect(buildErrorMessage({ errors: { name: ['Name: too long.'] } })).toBe('Name: too long.');
  });

  it('reads a body that carries its own status (service errors passed on unchanged)', () => {
    expect(buildErrorMessage({ status: 403, error: 'forbidden' })).toBe('You do not have permission to perform this action.');
  });

  it('accepts a single string instead of a list', () => {
    expect(buildErrorMessage({ errors: { code: 'invalid_2fa_code' } })).toBe('Invalid two-factor code.');
  });

  it('translates into the current language', async () => {
    await i18n.changeLanguage('mk');
    expect(buildErrorMessage({ error: 'invalid_credentials' })).toBe('Невалидни податоци за најава.');
    await i18n.changeLanguage('bg');
    expect(buildErrorMessage(null)).toBe('Нещо се обърка. Опитайте отново по-късно.');
  });

  it('names both numbers of a range key (between_<min>_and_<max>)', async () => {
    expect(buildErrorMessage({ errors: { per_page: ['between_1_and_100'] } })).toBe('Enter a number from 1 to 100.');
    await i18n.changeLanguage('mk');
    expect(buildErrorMessage({ errors: { start_rounding_minutes: ['between_0_and_120'] } })).toBe('Внесете број од 0 до 120.');
  });

  it('uses the translator it is given', () => {
    expect(buildErrorMessage({ error: 'x' }, (key) => `<${key}>`)).toBe('<x>');
    expect(buildErrorMessage(null, (key) => `<${key}>`)).toBe('<something_went_wrong>');
  });
});
