import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n, { addCatalogue } from '../i18n';
import { loadAntdLocale } from '../i18n/antdLocale';
import { catalogue as bulgarian } from '../i18n/bg';
import { catalogue as english } from '../i18n/en';
import { catalogue as macedonian } from '../i18n/mk';

// The ALTCHA widget solves a proof of work in Web Workers, which jsdom lacks: tests get an inert
// `<altcha-widget>` and play its `statechange` events themselves (see RegisterPage.test.tsx).
vi.mock('altcha', () => ({}));

/** jsdom has no layout: a media query matches against `window.innerWidth` (1024 unless a test sets it). */
function matchMediaStub(query: string): MediaQueryList {
  const minWidth = /min-width:\s*(\d+)px/.exec(query);
  const maxWidth = /max-width:\s*(\d+)px/.exec(query);
  const width = window.innerWidth;
  const matches = (!minWidth || width >= Number(minWidth[1])) && (!maxWidth || width <= Number(maxWidth[1]));
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * fetchBaseQuery builds `new Request('/api/…')`; Node's Request needs an absolute URL and its own
 * AbortSignal class, while jsdom supplies the page URL and a different AbortSignal.
 */
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href).href : input;
    const { signal: _jsdomSignal, ...rest } = init ?? {};
    super(url, rest);
  }
}

/** Unit tests never reach a network; a test that needs answers stubs fetch itself. */
const offlineFetch = async (): Promise<Response> => {
  throw new TypeError('fetch is not stubbed in this test');
};

// antd measures scroll bars with a pseudo-element, which jsdom does not implement.
const jsdomGetComputedStyle = window.getComputedStyle.bind(window);
Object.defineProperty(window, 'getComputedStyle', {
  writable: true,
  value: (element: Element) => jsdomGetComputedStyle(element),
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(globalThis, 'Request', { writable: true, value: PageRequest });

// The first antd form errors and dialogs of a test file take over a second to appear in jsdom (their
// styles are generated then), and on two busy cores running the suite in parallel (with lazy pages'
// chunks) several seconds: wait up to 8 s instead of 1 s. A wait that never succeeds still fails.
configure({ asyncUtilTimeout: 8000 });

// The app fetches each language's catalogues (and antd's locale) as chunks; tests have them all up
// front and switch languages synchronously.
addCatalogue('en', english);
addCatalogue('mk', macedonian);
addCatalogue('bg', bulgarian);
await Promise.all([loadAntdLocale('mk'), loadAntdLocale('bg')]);

const defaultWidth = window.innerWidth;

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(offlineFetch));
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'cookie_consent=; max-age=0; path=/';
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: defaultWidth });
});
