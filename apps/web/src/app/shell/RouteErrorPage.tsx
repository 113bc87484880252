import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '../../shared/ui/plain/controls';
import { isChunkLoadError } from './lazyPage';
import { StatusPanel } from './StatusPanel';

/**
 * Shown when a page throws while rendering, or when its chunk cannot be loaded (after a deploy the old
 * chunk names are gone: a reload fetches the new version). A full load of `/` resets the app.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <StatusPanel
        main
        testId="chunk-error"
        kind="warning"
        title={t('routeError.chunkHeading')}
        body={t('routeError.chunkBody')}
        action={
          <Button variant="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    );
  }

  return (
    <StatusPanel
      main
      testId="route-error"
      kind="error"
      title={t('routeError.heading')}
      body={t('routeError.body')}
      action={
        <a className="ui-button ui-button--primary" href="/">
          {t('routeError.home')}
        </a>
      }
    />
  );
}
