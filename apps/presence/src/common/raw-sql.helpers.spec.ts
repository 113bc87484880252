import { sqlDate, sqlInt, sqlOrNull, sqlText, sqlTime } from './raw-sql.helpers';

describe('SQL literals of batched statements', () => {
  it('writes integers and refuses anything else', () => {
    expect(sqlInt(42)).toBe('42');
    expect(() => sqlInt(1.5)).toThrow(TypeError);
    expect(() => sqlInt(Number.NaN)).toThrow(TypeError);
  });

  it('quotes text: quotes doubled, backslashes in the E form, NUL refused', () => {
    expect(sqlText("it's")).toBe("'it''s'");
    expect(sqlText('a\\b')).toBe(" E'a\\\\b'");
    expect(() => sqlText('a\0b')).toThrow(TypeError);
  });

  it('writes instants as timestamptz and nulls as NULL', () => {
    expect(sqlTime(new Date('2026-01-02T03:04:05.678Z'))).toBe("'2026-01-02T03:04:05.678Z'::timestamptz");
    expect(() => sqlTime(new Date('nope'))).toThrow(TypeError);
    expect(sqlOrNull(null, sqlInt)).toBe('NULL');
    expect(sqlOrNull(7, sqlInt)).toBe('7');
  });

  it('writes calendar dates and refuses anything else', () => {
    expect(sqlDate('2026-03-02')).toBe("'2026-03-02'::date");
    expect(() => sqlDate("2026-03-02'; --")).toThrow(TypeError);
  });
});
