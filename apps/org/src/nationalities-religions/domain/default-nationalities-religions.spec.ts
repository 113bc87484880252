import { catalogueEntryName } from '@presently/contracts';
import { catalogueNames, defaultNationalitiesReligions, listCountryFor } from './default-nationalities-religions';

const names = (list: Array<{ name: string }>) => list.map((entry) => entry.name);

describe('default nationality and religion lists', () => {
  it('give North Macedonia’s lists in English and Macedonian, Bulgaria’s in Bulgarian', () => {
    expect(listCountryFor('en')).toBe('MK');
    expect(listCountryFor('mk')).toBe('MK');
    expect(listCountryFor('bg')).toBe('BG');
  });

  it('start with the country’s majority and name the communities whose holidays the law grants', () => {
    const en = defaultNationalitiesReligions('en');
    expect(en.nationalities[0]).toEqual({ key: 'macedonian', name: 'Macedonian' });
    expect(names(en.nationalities)).toEqual(expect.arrayContaining(['Albanian', 'Turkish', 'Roma', 'Serbian', 'Bosniak', 'Vlach', 'Other']));
    expect(names(en.religions)).toEqual(expect.arrayContaining(['Orthodox Christianity', 'Islam', 'Catholicism', 'Judaism', 'Other', 'None']));
    expect(defaultNationalitiesReligions('bg').nationalities[0]).toEqual({ key: 'bulgarian', name: 'Българска' });
    expect(names(defaultNationalitiesReligions('bg').religions)).toContain('Православие');
  });

  it('are in the company’s language, and each entry keeps one key whatever the language', () => {
    expect(names(defaultNationalitiesReligions('mk').nationalities)).toContain('Македонска');
    expect(names(defaultNationalitiesReligions('mk').religions)).toContain('Ислам');
    expect(names(defaultNationalitiesReligions('bg').religions)).toContain('Ислям');
    const keysOf = (lang: 'en' | 'mk') => defaultNationalitiesReligions(lang).religions.map((entry) => entry.key);
    expect(keysOf('mk')).toEqual(keysOf('en'));
  });

  it.each(['en', 'mk', 'bg'] as const)('have unique keys and unique, non-blank names (%s)', (lang) => {
    const { nationalities, religions } = defaultNationalitiesReligions(lang);
    for (const list of [nationalities, religions]) {
      expect(list.length).toBeGreaterThan(5);
      expect(new Set(list.map((n) => n.name.toLowerCase())).size).toBe(list.length);
      expect(new Set(list.map((n) => n.key)).size).toBe(list.length);
      for (const { name } of list) expect(name.trim()).toBe(name);
      for (const { name } of list) expect(name.length).toBeGreaterThan(0);
    }
  });

  it('shows a seeded entry in each reader’s language by its key, and a renamed or typed one as typed', () => {
    const seeded = { name: 'Macedonian', builtin_key: 'macedonian' };
    expect(catalogueEntryName('nationalities', seeded, 'mk')).toBe('Македонска');
    expect(catalogueEntryName('nationalities', seeded, 'bg')).toBe('Македонска');
    expect(catalogueEntryName('religions', { name: 'Islam', builtin_key: 'islam' }, 'bg')).toBe('Ислям');
    expect(catalogueEntryName('religions', { name: 'Orthodox Christianity', builtin_key: null }, 'mk')).toBe('Orthodox Christianity');
    // A key this version does not know (or one of the other list) leaves the stored name.
    expect(catalogueEntryName('religions', { name: 'Macedonian', builtin_key: 'macedonian' }, 'mk')).toBe('Macedonian');
    expect(catalogueNames('religions', 'Orthodox Christianity')).toMatchObject({ key: 'orthodox_christianity', mk: 'Православие' });
  });
});
