import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { logoPathFor } from './navigationItems';

export function Logo() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  return (
    <Link to={logoPathFor(user)} className="app-logo" data-testid="logo-link">
      <span className="app-logo__mark" aria-hidden="true">
        P
      </span>
      <span className="app-logo__name">{t('appName')}</span>
    </Link>
  );
}
