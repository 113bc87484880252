import { countryList, isCountryCode } from './countries';
import { sortByName } from '../../common/domain/sort-by-name';

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once, in each language', () => {
    for (const lang of ['en', 'mk', 'bg'] as const) {
      const list = countryList(lang);
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
      for (const c of list) {
        expect(c.code).toMatch(/^[A-Z]{2}$/);
        expect(c.name.length).toBeGreaterThan(0);
      }
    }
  });

  it('names countries in the language', () => {
    const name = (lang: 'en' | 'mk' | 'bg', code: string) => countryList(lang).find((c) => c.code === code)?.name;
    expect(name('en', 'DE')).toBe('Germany');
    expect(name('mk', 'DE')).toBe('Германија');
    expect(name('bg', 'DE')).toBe('Германия');
    expect(name('mk', 'MK')).toBe('Северна Македонија');
  });

  it('sorts by name as the language sorts', () => {
    const mk = countryList('mk').map((c) => c.name);
    const collator = new Intl.Collator('mk', { sensitivity: 'base' });
    expect([...mk].sort(collator.compare)).toEqual(mk);
    expect(countryList('en')[0].name).toBe('Afghanistan');
  });

  it('knows valid codes', () => {
    expect(isCountryCode('MK')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('mkd')).toBe(false);
  });
});

describe('sorting lists by name', () => {
  it('sorts Cyrillic by the language’s alphabet and breaks ties by id', () => {
    const items = [
      { id: 3, name: 'Ѓорѓе' },
      { id: 1, name: 'Горан' },
      { id: 2, name: 'Ана' },
      { id: 4, name: 'ана' },
    ];
    expect(sortByName(items, 'mk').map((i) => i.id)).toEqual([2, 4, 1, 3]);
  });
});
