import { snakeCase, SnakeNamingStrategy } from './snake-naming.strategy';

describe('snake_case naming', () => {
  it.each([
    ['companyId', 'company_id'],
    ['TLShiftAction', 'tl_shift_action'],
    ['showQrOnWeb', 'show_qr_on_web'],
    ['AbsenceRequest', 'absence_request'],
    ['already_snake', 'already_snake'],
  ])('%s → %s', (input, output) => expect(snakeCase(input)).toBe(output));

  it('names columns of embedded entities with their prefix', () => {
    expect(new SnakeNamingStrategy().columnName('startsAt', undefined, ['nightWork'])).toBe('night_work_starts_at');
  });
});
