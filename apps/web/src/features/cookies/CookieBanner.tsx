import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../shared/ui/plain/controls';
import { acceptCookies, hasCookieConsent, PAGES_WITHOUT_BANNER } from './cookieConsent';

export function CookieBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [accepted, setAccepted] = useState(() => hasCookieConsent());

  if (accepted || PAGES_WITHOUT_BANNER.includes(pathname)) return null;

  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

  return (
    <section className="cookie-banner" role="region" aria-label={t('cookieBanner.label')} data-testid="cookie-banner">
      <p className="cookie-banner__text">
        {t('cookieBanner.text')} <Link to="/cookie-policy">{t('cookieBanner.learnMore')}</Link>
      </p>
      <Button variant="primary" onClick={accept}>
        {t('cookieBanner.accept')}
      </Button>
    </section>
  );
}
