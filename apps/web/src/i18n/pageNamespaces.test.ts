import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES, STARTUP_NAMESPACES, type Namespace } from '.';
import PAGE_NAMESPACES from './page-namespaces.json';

/**
 * A page's loader fetches only the catalogues page-namespaces.json lists for it (issue 14); a text of
 * a namespace missing there would show as its key on that page's first visit. The component tests
 * cannot see it (they register every catalogue at set-up), so this reads the sources: every namespace
 * a page's modules name (useTranslation('x'), 'x:key', ns: 'x'), following their static imports, must
 * be a startup namespace, the shell's (for a page inside it) or in the page's own list.
 */
const APP = path.resolve(__dirname, '..', '..');
const SHELL = 'src/app/shell/AppLayout.tsx';
const OUTSIDE_THE_SHELL = ['src/app/shell/NotFoundPage.tsx', 'src/features/registration/RegisterPage.tsx', 'src/features/registration/VerifyEmailPage.tsx'];

const STATIC_IMPORT = /(?:import|export)\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const USE_TRANSLATION = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g;
const KEY_PREFIX = new RegExp(`['"\`](${NAMESPACES.join('|')}):`, 'g');
const NS_OPTION = /\bns:\s*'(\w+)'/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The namespaces a module and what it imports statically name (dynamic imports load their own: lazyPart). */
function namespacesUsedBy(file: string, seen = new Set<string>(), used = new Set<string>()): Set<string> {
  if (seen.has(file)) return used;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, list] of code.matchAll(USE_TRANSLATION)) for (const [, ns] of list.matchAll(/'(\w+)'/g)) used.add(ns);
  if (/useTranslation\(\s*\)/.test(code)) used.add('common');
  for (const [, ns] of code.matchAll(KEY_PREFIX)) used.add(ns);
  for (const [, ns] of code.matchAll(NS_OPTION)) used.add(ns);
  for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
    const imported = resolveImport(file, specifier);
    if (imported) namespacesUsedBy(imported, seen, used);
  }
  return used;
}

const listed = PAGE_NAMESPACES as Record<string, Namespace[]>;

describe('the catalogues each page loads (i18n/page-namespaces.json)', () => {
  it('names existing modules and namespaces', () => {
    for (const [module, namespaces] of Object.entries(listed)) {
      expect(existsSync(path.join(APP, module))).toBe(true);
      for (const ns of namespaces) expect(NAMESPACES).toContain(ns);
    }
  });

  it.each(Object.keys(listed))('covers every namespace %s shows', (module) => {
    const inShell = module !== SHELL && !OUTSIDE_THE_SHELL.includes(module);
    const available = new Set<string>([...STARTUP_NAMESPACES, ...(inShell ? listed[SHELL] : []), ...listed[module]]);
    const missing = [...namespacesUsedBy(path.join(APP, module))].filter((ns) => !available.has(ns));
    expect(missing).toEqual([]);
  });

  it('sees a namespace a page uses through its imports', () => {
    // The week table of /my-presence shows absence kinds: the scan must follow imports to find it.
    expect(namespacesUsedBy(path.join(APP, 'src/features/presence/MyPresencePage.tsx'))).toContain('absences');
  });
});
