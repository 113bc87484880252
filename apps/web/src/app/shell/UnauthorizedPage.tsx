import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { logoPathFor } from './navigationItems';
import { StatusPanel } from './StatusPanel';

/** Plain elements: antd's Result (its illustrations, ~10 KB gzip) is no part of this page's load (issue 14). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  return (
    <StatusPanel
      testId="unauthorized"
      kind="warning"
      iconLabel={t('titles:unauthorized')}
      title={t('unauthorized.heading')}
      body={t('unauthorized.body')}
      action={
        <Link className="ui-button ui-button--primary" to={logoPathFor(user)}>
          {t('unauthorized.home')}
        </Link>
      }
    />
  );
}
