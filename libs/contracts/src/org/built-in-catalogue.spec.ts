import { BUILT_IN_NATIONALITIES, BUILT_IN_RELIGIONS, catalogueEntryName, structureEntryName } from './built-in-catalogue';

describe('built-in names', () => {
  it('name the built-in department and teams by their flags in the reader’s language, others as typed', () => {
    expect(structureEntryName({ name: 'Default', is_default: true }, 'mk')).toBe('Основен');
    expect(structureEntryName({ name: 'Deactivated', kind: 'deactivated' }, 'bg')).toBe('Деактивирани');
    expect(structureEntryName({ name: 'Default', kind: 'default' }, 'en')).toBe('Default');
    // Text that reads like a built-in name is an administrator's, kept as typed.
    expect(structureEntryName({ name: 'Default', is_default: false, kind: 'regular' }, 'mk')).toBe('Default');
    expect(structureEntryName({ name: 'Продажба' }, 'en')).toBe('Продажба');
  });

  it('name a keyed catalogue entry in every language, an unkeyed one as typed', () => {
    for (const table of [BUILT_IN_NATIONALITIES, BUILT_IN_RELIGIONS]) {
      for (const names of Object.values(table)) for (const lang of ['en', 'mk', 'bg'] as const) expect(names[lang].trim()).not.toBe('');
    }
    expect(catalogueEntryName('religions', { name: 'Orthodox Christianity', builtin_key: 'orthodox_christianity' }, 'bg')).toBe('Православие');
    expect(catalogueEntryName('nationalities', { name: 'Ours', builtin_key: null }, 'mk')).toBe('Ours');
    expect(catalogueEntryName('nationalities', { name: 'Ours', builtin_key: 'toString' }, 'mk')).toBe('Ours');
  });
});
