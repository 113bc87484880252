import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../shared/ui/ButtonLink';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="centered-page" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="centered-page__title">{t('notFound.heading')}</h1>}
        subTitle={t('notFound.body')}
        extra={
          <ButtonLink type="primary" to="/" data-testid="not-found-home-link">
            {t('notFound.home')}
          </ButtonLink>
        }
      />
    </section>
  );
}
