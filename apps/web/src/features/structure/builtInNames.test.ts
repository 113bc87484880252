import { BUILT_IN_STRUCTURE_NAMES } from '@presently/contracts';
import i18n from '../../i18n';
import { structureName } from './builtInNames';

describe('names of departments and teams', () => {
  it('shows the built-in Default and Deactivated ones in the user language', () => {
    const mk = i18n.getFixedT('mk');
    const bg = i18n.getFixedT('bg');
    expect(structureName({ name: 'Default', is_default: true }, mk)).toBe('Основен');
    expect(structureName({ name: 'Default', kind: 'default' }, bg)).toBe('Основен');
    expect(structureName({ name: 'Deactivated', kind: 'deactivated' }, mk)).toBe('Деактивирани');
    expect(structureName({ name: 'Deactivated', kind: 'deactivated' }, i18n.getFixedT('en'))).toBe('Deactivated');
  });

  it('keeps what an administrator typed, even a name that reads like a built-in one', () => {
    const mk = i18n.getFixedT('mk');
    expect(structureName({ name: 'Продажба', is_default: false }, mk)).toBe('Продажба');
    expect(structureName({ name: 'Default', kind: 'regular' }, mk)).toBe('Default');
  });
});

describe('the built-in names the server writes (report files)', () => {
  it.each(['en', 'mk', 'bg'] as const)('are the words the web shows (%s)', (lang) => {
    const t = i18n.getFixedT(lang);
    for (const key of Object.keys(BUILT_IN_STRUCTURE_NAMES) as Array<keyof typeof BUILT_IN_STRUCTURE_NAMES>) {
      expect({ key, name: t(`admin:builtIn.${key}`) }).toEqual({ key, name: BUILT_IN_STRUCTURE_NAMES[key][lang] });
    }
  });
});
