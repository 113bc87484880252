import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';

/** Route `handle` of every page: its title key (namespace `titles`). */
export interface PageHandle {
  titleKey: string;
  /** The not-found page gets the 404 prefix. */
  notFound?: boolean;
}

export const SCROLL_RESET_DELAY_MS = 500;

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).titleKey === 'string';

/** `Presently | <page>`, or `404 | Presently | <page>` for not-found (spec section 2). */
export function documentTitle(appName: string, pageTitle: string, notFound = false): string {
  const title = `${appName} | ${pageTitle}`;
  return notFound ? `404 | ${title}` : title;
}

/** After each navigation: the document title follows the page, and the page scrolls to the top after 500 ms. */
export function usePageEffects(): void {
  const location = useLocation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const handle = [...matches].reverse().map((match) => match.handle).find(isPageHandle);

  const title = handle
    ? documentTitle(t('appName'), t(handle.titleKey, { ns: 'titles' }), handle.notFound)
    : t('appName');

  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);

  useEffect(() => {
    // The delay lets the new page render (and lazy parts settle) before jumping up.
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.key]);
}
