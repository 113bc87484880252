import { csvField } from './register-csv';

describe('csvField', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvField('Ана, "Ани"')).toBe('"Ана, ""Ани"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(17)).toBe('17');
  });
});
