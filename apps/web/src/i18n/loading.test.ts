import i18n, { loadLanguage, loadNamespaces, STARTUP_NAMESPACES } from '.';
import { antdLocale, loadAntdLocale } from './antdLocale';
import { catalogue as bulgarian } from './bg';
import { catalogue as macedonian } from './mk';

// The test set-up registers every catalogue; these tests take some away to see them fetched again.
describe('loading catalogues on demand', () => {
  afterEach(() => {
    i18n.addResourceBundle('mk', 'reports', macedonian.reports, true, true);
    for (const ns of Object.keys(bulgarian) as (keyof typeof bulgarian)[]) i18n.addResourceBundle('bg', ns, bulgarian[ns], true, true);
  });

  it('fetches a namespace the language lacks, and only in that language', async () => {
    i18n.removeResourceBundle('mk', 'reports');
    i18n.removeResourceBundle('bg', 'reports');

    await loadNamespaces(['reports'], 'mk');

    expect(i18n.getResourceBundle('mk', 'reports')).toEqual(macedonian.reports);
    expect(i18n.hasResourceBundle('bg', 'reports')).toBe(false);
  });

  it("fetches, on a language switch, the login page's namespaces and every one asked for before", async () => {
    await loadNamespaces(['calendar'], 'en');
    for (const ns of [...STARTUP_NAMESPACES, 'calendar', 'dashboard']) i18n.removeResourceBundle('bg', ns);

    await loadLanguage('bg');

    for (const ns of [...STARTUP_NAMESPACES, 'calendar'] as const) expect(i18n.getResourceBundle('bg', ns)).toEqual(bulgarian[ns]);
    // Nothing has asked for the dashboard's texts yet: they wait for a page that shows them.
    expect(i18n.hasResourceBundle('bg', 'dashboard')).toBe(false);
  });

  it("has antd's Macedonian and Bulgarian texts once fetched, English until then", async () => {
    await loadAntdLocale('mk');
    expect(antdLocale('mk')?.locale).toBe('mk');
    // English is antd's built-in default: ConfigProvider gets no locale.
    expect(antdLocale('en')).toBeUndefined();
  });
});
