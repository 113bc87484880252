import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a page throws while rendering; a full load of `/` resets the app. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="centered-page" data-testid="route-error">
      <Result
        status="error"
        title={t('routeError.heading')}
        subTitle={t('routeError.body')}
        extra={
          <Button type="primary" href="/">
            {t('routeError.home')}
          </Button>
        }
      />
    </main>
  );
}
