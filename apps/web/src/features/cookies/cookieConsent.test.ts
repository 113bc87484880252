import { acceptCookies, COOKIE_CONSENT_NAME, hasCookieConsent } from './cookieConsent';

function fakeDocument(): Document {
  const writes: string[] = [];
  return {
    get cookie() {
      return writes.map((w) => w.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
    },
    writes,
  } as unknown as Document & { writes: string[] };
}

describe('cookie consent', () => {
  it('is absent until accepted', () => {
    expect(hasCookieConsent(fakeDocument())).toBe(false);
  });

  it('sets cookie_consent for 365 days on the whole site', () => {
    const doc = fakeDocument() as Document & { writes: string[] };
    acceptCookies(doc, new Date('2026-01-10T12:00:00Z'));
    expect(hasCookieConsent(doc)).toBe(true);
    const [written] = doc.writes;
    expect(written).toContain(`${COOKIE_CONSENT_NAME}=true`);
    expect(written).toContain('max-age=31536000');
    expect(written).toContain('expires=Sun, 10 Jan 2027 12:00:00 GMT');
    expect(written).toContain('path=/');
  });

  it('works with the real document cookie jar', () => {
    expect(hasCookieConsent()).toBe(false);
    acceptCookies();
    expect(hasCookieConsent()).toBe(true);
  });
});
