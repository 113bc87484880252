import { defaultNationalitiesReligions, listCountryFor } from './default-nationalities-religions';

describe('default nationality and religion lists', () => {
  it('give North Macedonia’s lists in English and Macedonian, Bulgaria’s in Bulgarian', () => {
    expect(listCountryFor('en')).toBe('MK');
    expect(listCountryFor('mk')).toBe('MK');
    expect(listCountryFor('bg')).toBe('BG');
  });

  it('start with the country’s majority and name the communities whose holidays the law grants', () => {
    const en = defaultNationalitiesReligions('en');
    expect(en.nationalities[0]).toBe('Macedonian');
    expect(en.nationalities).toEqual(expect.arrayContaining(['Albanian', 'Turkish', 'Roma', 'Serbian', 'Bosniak', 'Vlach', 'Other']));
    expect(en.religions).toEqual(expect.arrayContaining(['Orthodox Christianity', 'Islam', 'Catholicism', 'Judaism', 'Other', 'None']));
    expect(defaultNationalitiesReligions('bg').nationalities[0]).toBe('Българска');
    expect(defaultNationalitiesReligions('bg').religions).toContain('Православие');
  });

  it('are in the company’s language', () => {
    expect(defaultNationalitiesReligions('mk').nationalities).toContain('Македонска');
    expect(defaultNationalitiesReligions('mk').religions).toContain('Ислам');
    expect(defaultNationalitiesReligions('bg').religions).toContain('Ислям');
  });

  it.each(['en', 'mk', 'bg'] as const)('have unique, non-blank names (%s)', (lang) => {
    const { nationalities, religions } = defaultNationalitiesReligions(lang);
    for (const list of [nationalities, religions]) {
      expect(list.length).toBeGreaterThan(5);
      expect(new Set(list.map((n) => n.toLowerCase())).size).toBe(list.length);
      for (const name of list) expect(name.trim()).toBe(name);
      for (const name of list) expect(name.length).toBeGreaterThan(0);
    }
  });
});
