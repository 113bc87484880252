import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusPanel } from './StatusPanel';

/** Plain elements (no antd: the page loads none, issue 14), inside BareLayout's main. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPanel
      testId="not-found"
      kind="missing"
      title={t('notFound.heading')}
      body={t('notFound.body')}
      action={
        <Link className="ui-button ui-button--primary" to="/" data-testid="not-found-home-link">
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
