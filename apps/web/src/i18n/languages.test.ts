import { DEFAULT_LANGUAGE, isLanguageCode, toI18nLanguage, toServerLanguage } from './languages';

describe('language codes', () => {
  it('defaults to gb, which is English', () => {
    expect(DEFAULT_LANGUAGE).toBe('gb');
    expect(toI18nLanguage('gb')).toBe('en');
    expect(toServerLanguage('gb')).toBe('en');
  });

  it('keeps mk and bg as they are', () => {
    expect(toI18nLanguage('mk')).toBe('mk');
    expect(toServerLanguage('bg')).toBe('bg');
  });

  it('recognises only the stored codes', () => {
    expect(['gb', 'mk', 'bg'].every(isLanguageCode)).toBe(true);
    expect(isLanguageCode('en')).toBe(false);
    expect(isLanguageCode(null)).toBe(false);
  });
});
