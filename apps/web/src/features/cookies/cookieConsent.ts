/** The consent cookie (spec sections 4 and 9): set on accept, valid for 365 days. */
export const COOKIE_CONSENT_NAME = 'cookie_consent';
export const COOKIE_CONSENT_DAYS = 365;

const DAY_SECONDS = 24 * 60 * 60;

export function hasCookieConsent(doc: Document = document): boolean {
  return doc.cookie
    .split(';')
    .map((pair) => pair.trim())
    .some((pair) => pair.startsWith(`${COOKIE_CONSENT_NAME}=`) && pair.slice(COOKIE_CONSENT_NAME.length + 1) !== '');
}

export function acceptCookies(doc: Document = document, now: Date = new Date()): void {
  const maxAge = COOKIE_CONSENT_DAYS * DAY_SECONDS;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  doc.cookie = `${COOKIE_CONSENT_NAME}=true; expires=${expires}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** The banner stays off the policy pages so that they can be read without it in the way. */
export const PAGES_WITHOUT_BANNER: readonly string[] = ['/privacy-policy', '/cookie-policy'];
