import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { logoPathFor } from './navigationItems';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectCurrentUser);
  return (
    <section className="page" data-testid="unauthorized">
      <Result
        status="403"
        title={<h1 className="centered-page__title">{t('unauthorized.heading')}</h1>}
        subTitle={t('unauthorized.body')}
        extra={
          <ButtonLink type="primary" to={logoPathFor(user)}>
            {t('unauthorized.home')}
          </ButtonLink>
        }
      />
    </section>
  );
}
