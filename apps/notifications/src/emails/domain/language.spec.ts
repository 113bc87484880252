import { normalizeLang, resolveLang } from './language';

describe('the language of an e-mail', () => {
  it.each([
    ['en', 'en'],
    ['mk', 'mk'],
    ['bg', 'bg'],
    ['MK', 'mk'],
    ['mk-MK', 'mk'],
    ['bg_BG', 'bg'],
    [' en-GB ', 'en'],
  ])('%p is %p', (input, lang) => expect(normalizeLang(input)).toBe(lang));

  it.each([['de'], ['sr'], [''], [null], [undefined], [42]])('%p is no language we write in', (input) => expect(normalizeLang(input)).toBeNull());

  it("takes the recipient's language first", () => expect(resolveLang('bg', 'mk')).toBe('bg'));
  it("falls back to the acting user's language when the recipient's is unknown", () => expect(resolveLang('de', 'mk')).toBe('mk'));
  it('falls back to English when neither is known', () => {
    expect(resolveLang('de', undefined)).toBe('en');
    expect(resolveLang()).toBe('en');
  });
});
