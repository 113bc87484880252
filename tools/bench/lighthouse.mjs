// Lighthouse (the npm package, with Debian's Chromium) on the pages people open first: the login page
// (/), /my-presence and /presence, signed in as `account` for the last two. Reports the performance
// and accessibility scores and the largest contentful paint of each, as Lighthouse measures them on
// this machine (its default mobile emulation and throttling). Used by `npm run bench`; runs alone as
// `node tools/bench/lighthouse.mjs <baseUrl> <email> <password>` against a running stack
// (LIGHTHOUSE_DETAILS=1 prints the elements behind each failing accessibility audit).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

export const LIGHTHOUSE_PAGES = ['/', '/my-presence', '/presence'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Logs in through the API and returns what the web keeps in localStorage (`presently.session`). */
async function sessionFor(baseUrl, { email, password }) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, remember_me: true }),
  });
  const body = await res.json();
  if (res.status !== 200 || !body.data?.access_token) throw new Error(`login of ${email} answered ${res.status}`);
  const { access_token: token, refresh_token: refreshToken, user } = body.data;
  return { token, refreshToken, user, logged: true, layout: { siderOpen: false }, avatar: null };
}

export async function runLighthouse({ baseUrl, account }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const session = await sessionFor(baseUrl, account);
    for (const route of LIGHTHOUSE_PAGES) {
      const page = await browser.newPage();
      // Signed-in pages need the session in localStorage before the app starts; the cookie consent
      // keeps the banner (a first-visit element) out of the measure.
      await page.goto(`${baseUrl}/cookie-policy`);
      await page.evaluate(
        /* global localStorage, sessionStorage, document -- runs in the page */
        (stored, signedIn) => {
          localStorage.clear();
          if (signedIn) localStorage.setItem('presently.session', JSON.stringify(stored));
          document.cookie = 'cookie_consent=true; path=/';
          // The satisfaction survey would open over the page: measured is the page itself.
          if (signedIn) sessionStorage.setItem('presently.surveyDismissed', String(stored.user.id));
        },
        session,
        route !== '/',
      );
      const { lhr } = await lighthouse(
        `${baseUrl}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
        undefined,
        page,
      );
      results.push({
        route,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
        failedAccessibility: Object.values(lhr.audits)
          .filter((audit) => audit.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id),
        details: process.env.LIGHTHOUSE_DETAILS ? Object.values(lhr.audits).filter((a) => a.score === 0 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id)).map((a) => ({ id: a.id, items: (a.details?.items ?? []).map((i) => i.node?.snippet + ' :: ' + (i.node?.explanation ?? '')).slice(0, 6) })) : undefined,
      });
      await page.close();
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  return results;
}

export function printLighthouse(results) {
  console.log('\nLighthouse (mobile emulation, this machine)');
  for (const r of results) {
    const failed = r.failedAccessibility.length ? `  failing: ${r.failedAccessibility.join(', ')}` : '';
    console.log(`  ${r.route.padEnd(14)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s${failed}`);
  }
}

if (process.argv[1] === import.meta.filename) {
  const [baseUrl, email, password] = process.argv.slice(2);
  const results = await runLighthouse({ baseUrl, account: { email, password } });
  printLighthouse(results);
  if (process.env.LIGHTHOUSE_DETAILS) console.log(JSON.stringify(results.map((r) => r.details), null, 1));
}
