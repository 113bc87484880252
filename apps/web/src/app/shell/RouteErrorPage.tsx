import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './lazyPage';

/**
 * Shown when a page throws while rendering, or when its chunk cannot be loaded (after a deploy the old
 * chunk names are gone: a reload fetches the new version). A full load of `/` resets the app.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <main className="centered-page" data-testid="chunk-error">
        <Result
          status="warning"
          title={t('routeError.chunkHeading')}
          subTitle={t('routeError.chunkBody')}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('routeError.reload')}
            </Button>
          }
        />
      </main>
    );
  }

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
