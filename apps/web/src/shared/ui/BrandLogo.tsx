import { useTranslation } from 'react-i18next';

/** The Presently mark and name, large, heading the pages without the shell (login, register). */
export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <div className="app-logo app-logo--large" data-testid="brand-logo">
      <span className="app-logo__mark" aria-hidden="true">
        P
      </span>
      <span className="app-logo__name">{t('appName')}</span>
    </div>
  );
}
