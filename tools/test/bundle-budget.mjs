// `npm test` step (issue 14): the JavaScript a first visit downloads, read from the web build's
// manifest (Vite `build.manifest`), in gzip bytes (the gateway serves brotli when it can, which is less):
//   - the login page: the entry chunk and what it imports, and the English catalogues the app loads
//     before it renders (apps/web/src/i18n/startup-namespaces.json);
//   - the first visit of any other page: its lazily loaded chunk and what that imports, with the
//     shell's chunk for pages inside the shell, and the English catalogues its loader fetches with it
//     (apps/web/src/i18n/page-namespaces.json, which router.tsx passes to each page's loader: the
//     page's, and the shell's for a page inside it), less what the login page already brought.
//     That is what the page needs for its first paint: a part it loads later (`lazyPart`, e.g.
//     FullCalendar, the dashboard's charts, a tab or a form opened by a click) is a dynamic import of
//     the page's chunks, not of the router, and is counted on its own (what it adds to that visit).
// Issue 14 aims at 250 KB and 150 KB. The limits below are today's figures rounded up to the next
// 5 KB (docs/web-shell.md has the figures): the check stops the first load from growing; lower them
// as it shrinks. The login page has no antd; antd's core (~110 KB with the shell's Layout, Menu,
// Drawer, Dropdown and Button; no Modal, Form or notification: ShellApp, useAppApi) counts to the
// first page inside the shell, and the pages' own antd parts (Table ~45 KB with the Select its
// pagination uses and the Tree its filters use, DatePicker 32 KB, Form and Input ~28 KB) come on top;
// add / edit dialogs load when first opened (a part, below).
// Builds the web first when it is absent or older than its sources (the same incremental build as
// `npm run build`); a build that fails fails the check.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
const webDist = path.join(root, 'dist/apps/web');
const manifestFile = path.join(webDist, '.vite/manifest.json');
const STARTUP_NAMESPACES = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/startup-namespaces.json'), 'utf8'));
/** The catalogues each page's loader fetches, by the page's module (router.tsx `namespacesOf`). */
const PAGE_NAMESPACES = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/page-namespaces.json'), 'utf8'));

export const LOGIN_LIMIT = 175 * 1024;
/** A page not in ROUTE_LIMITS yet: the heaviest page's figure (administration and absence forms). */
export const ROUTE_LIMIT = 360 * 1024;
/**
 * Every page held to its own figure (the "lighter shell, lighter table pages" column of
 * docs/web-shell.md), rounded up to the next 5 KB, so that none grows back unnoticed; ROUTE_LIMIT is
 * for a page not listed yet (add it here with its figure). Lower a figure when a page gets lighter.
 */
export const ROUTE_LIMITS = {
  'src/features/absences/AbsenceDetailsPage.tsx': 360 * 1024,
  'src/features/users/UserFormPage.tsx': 360 * 1024,
  'src/features/absences/MyAbsencesPage.tsx': 355 * 1024,
  'src/features/reports/ScheduledReportsPage.tsx': 335 * 1024,
  'src/features/workRules/WorkRulesPage.tsx': 330 * 1024,
  'src/features/company/CompanySettingsPage.tsx': 330 * 1024,
  'src/features/absences/AbsenceRequestsPage.tsx': 325 * 1024,
  'src/features/calendar/index.ts': 310 * 1024,
  'src/features/presence/MyPresencePage.tsx': 310 * 1024,
  'src/features/reports/ReportPage.tsx': 300 * 1024,
  'src/features/document-templates/DocumentTemplatesPage.tsx': 285 * 1024,
  'src/features/presence/PresencePage.tsx': 275 * 1024,
  'src/features/users/UsersPage.tsx': 270 * 1024,
  'src/features/holidays/HolidaysPage.tsx': 255 * 1024,
  'src/features/structure/TeamsPage.tsx': 250 * 1024,
  'src/features/structure/DepartmentsPage.tsx': 250 * 1024,
  'src/features/nationalities-religions/NationalityReligionPage.tsx': 250 * 1024,
  'src/features/gates/GatesPage.tsx': 250 * 1024,
  'src/features/company/CompanyDetailsPage.tsx': 250 * 1024,
  'src/features/month-closures/MonthClosuresPage.tsx': 250 * 1024,
  'src/features/dashboard/DashboardPage.tsx': 220 * 1024,
  'src/features/profile/ProfilePage.tsx': 210 * 1024,
  'src/features/registration/RegisterPage.tsx': 185 * 1024,
  'src/app/shell/ComingSoonPage.tsx': 145 * 1024,
  'src/features/registration/VerifyEmailPage.tsx': 145 * 1024,
  'src/features/policies/PrivacyPolicyPage.tsx': 140 * 1024,
  'src/features/policies/CookiePolicyPage.tsx': 135 * 1024,
  'src/app/shell/UnauthorizedPage.tsx': 135 * 1024,
  'src/app/shell/NotFoundPage.tsx': 5 * 1024,
};
/**
 * A part a page loads after its first paint (lazyPart) is not in the page's figure; it is held to this,
 * so that a part does not grow into a second page (the biggest: /presence's history tab, 81.6 KB, and
 * FullCalendar's, 81.1 KB, with the classic theme and its virtualised grid).
 */
export const PART_LIMIT = 85 * 1024;
const limitOf = (name) => Object.entries(ROUTE_LIMITS).find(([page]) => name.startsWith(page))?.[1] ?? ROUTE_LIMIT;
/** The shell (navigation, toolbar): loaded with the first page inside it. */
const SHELL = 'src/app/shell/AppLayout.tsx';
/** Pages outside the shell (spec section 2: content only). */
const WITHOUT_SHELL = [/^src\/features\/registration\//, /^src\/app\/shell\/NotFoundPage/];
/**
 * antd's theme, locale and `message` (router.tsx `withAntd`): loaded with the pages outside the shell
 * that use antd (the shell imports it itself); the login and not-found pages have no antd.
 */
const ANTD_PROVIDERS = 'src/app/AntdProviders.tsx';
/** The pages router.tsx wraps in `withAntd`. */
const WITH_ANTD = [/^src\/features\/registration\//];
/**
 * Lazily loaded chunks that are not pages: catalogues, antd's locales and providers, the bot-check
 * widget (its page's), and the account dialogs (app/shell/AccountModalsLoader: fetched only when one is
 * due, over the page; not part of a first visit unless the password must be changed or the survey is due).
 */
const NOT_PAGES = [/^src\/i18n\//, /node_modules/, /^src\/app\/AntdProviders\.tsx$/, /^src\/features\/account\/AccountModals\.tsx$/];
/** The English catalogue of a namespace, as the manifest names it. */
const CATALOGUE = /^src\/i18n\/en\/(\w+)\.json$/;

/** Every chunk a manifest entry loads before it runs: itself and its static imports, transitively. */
export function closureOf(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closureOf(manifest, child, seen);
  return seen;
}

/** The gzip size of a built file: its `.gz` twin when the build wrote one, else compressed here. */
function gzipSize(file) {
  const full = path.join(webDist, file);
  if (existsSync(`${full}.gz`)) return readFileSync(`${full}.gz`).length;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

/** The figures: the login page's JavaScript and each lazily loaded page's extra JavaScript. */
export function measure(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  const catalogues = Object.keys(manifest).filter((key) => CATALOGUE.test(manifest[key].src ?? ''));
  const startup = catalogues.filter((key) => STARTUP_NAMESPACES.includes(CATALOGUE.exec(manifest[key].src)[1]));
  if (startup.length !== STARTUP_NAMESPACES.length) throw new Error('the manifest lacks a startup catalogue');
  const catalogueOf = (ns) => catalogues.find((key) => CATALOGUE.exec(manifest[key].src)[1] === ns);
  /** The English catalogues a module's loader fetches (page-namespaces.json); a page missing there fails the check. */
  const cataloguesOf = (name) => {
    const namespaces = PAGE_NAMESPACES[name];
    if (!namespaces) throw new Error(`${name} is not in apps/web/src/i18n/page-namespaces.json: which catalogues does it load?`);
    return namespaces.map((ns) => catalogueOf(ns) ?? (() => { throw new Error(`the manifest has no catalogue ${ns}`); })());
  };
  const entry = closureOf(manifest, entryKey);
  for (const key of startup) closureOf(manifest, key, entry);
  const shellKey = Object.keys(manifest).find((key) => manifest[key].src === SHELL);
  const antdKey = Object.keys(manifest).find((key) => manifest[key].src === ANTD_PROVIDERS);
  /** Pages are what the router (in the entry) imports lazily; what a page's own chunks import lazily is a part of it. */
  const routerImports = new Set([...entry].flatMap((key) => manifest[key].dynamicImports ?? []));
  const lazy = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key !== shellKey && !NOT_PAGES.some((pattern) => pattern.test(manifest[key].src ?? key)));
  const visits = lazy
    .filter((key) => routerImports.has(key))
    .map((key) => {
      const name = manifest[key].src ?? key;
      const withShell = shellKey !== undefined && !WITHOUT_SHELL.some((pattern) => pattern.test(name));
      const visit = closureOf(manifest, key, withShell ? closureOf(manifest, shellKey) : new Set());
      if (!withShell && antdKey !== undefined && WITH_ANTD.some((pattern) => pattern.test(name))) closureOf(manifest, antdKey, visit);
      for (const catalogue of [...(withShell ? cataloguesOf(SHELL) : []), ...cataloguesOf(name)]) closureOf(manifest, catalogue, visit);
      return { name: withShell ? `${name} (with the shell)` : name, visit };
    });
  const routes = visits
    .map(({ name, visit }) => ({ name, bytes: sizeOf([...visit].filter((chunk) => !entry.has(chunk))) }))
    .sort((a, b) => b.bytes - a.bytes);
  /**
   * A part of a page fetched after its first paint (`lazyPart`: FullCalendar, the charts, a form
   * opened by a button): what it adds to the visit of the first page whose chunks import it.
   */
  const parts = lazy
    .filter((key) => !routerImports.has(key))
    .map((key) => {
      const host = visits.find(({ visit }) => [...visit].some((chunk) => manifest[chunk].dynamicImports?.includes(key)));
      if (!host) throw new Error(`${manifest[key].src ?? key} is loaded lazily by no page`);
      const extra = [...closureOf(manifest, key)].filter((chunk) => !entry.has(chunk) && !host.visit.has(chunk));
      return { name: `${manifest[key].src ?? key} (after ${host.name.replace(' (with the shell)', '')})`, bytes: sizeOf(extra) };
    })
    .sort((a, b) => b.bytes - a.bytes);
  return { login: { name: manifest[entryKey].src ?? entryKey, bytes: sizeOf(entry) }, routes, parts };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const { build } = require('../run/lib/build.cjs');
  try {
    build(); // incremental: nothing to do when the build is current
  } catch (err) {
    console.error(`bundle budget: the web could not be built (${err.message})`);
    process.exit(1);
  }
  if (!existsSync(manifestFile)) {
    console.error(`bundle budget: ${path.relative(root, manifestFile)} is missing: is build.manifest on in apps/web/vite.config.mts?`);
    process.exit(1);
  }
  const { login, routes, parts } = measure(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const failures = [];
  console.log(`login page (${login.name}): ${kb(login.bytes)} gzip of JavaScript (limit ${kb(LOGIN_LIMIT)})`);
  if (login.bytes > LOGIN_LIMIT) failures.push(`the login page loads ${kb(login.bytes)}`);
  for (const route of routes) {
    console.log(`  first visit of ${route.name}: +${kb(route.bytes)}`);
    if (route.bytes > limitOf(route.name)) failures.push(`${route.name} adds ${kb(route.bytes)} (limit ${kb(limitOf(route.name))})`);
  }
  for (const part of parts) {
    console.log(`  later, ${part.name}: +${kb(part.bytes)}`);
    if (part.bytes > PART_LIMIT) failures.push(`${part.name} adds ${kb(part.bytes)} (limit ${kb(PART_LIMIT)})`);
  }
  if (failures.length > 0) {
    console.error(`bundle budget exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('bundle budget: within limits');
}

if (process.argv[1] === import.meta.filename) main();
