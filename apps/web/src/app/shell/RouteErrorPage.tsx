import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '../../shared/ui/plain/controls';
import { isChunkLoadError } from './lazyPage';

function ErrorPanel({ testId, icon, title, body, action }: { testId: string; icon: ReactNode; title: string; body: string; action: ReactNode }) {
  return (
    <main className="centered-page route-error" data-testid={testId}>
      {icon}
      <h1 className="ui-title route-error__title">{title}</h1>
      <p className="ui-paragraph ui-paragraph--secondary">{body}</p>
      {action}
    </main>
  );
}

/** A round icon (antd's CloseCircle and ExclamationCircle, drawn here: the error page is in the first load without antd). */
function CircleIcon({ kind }: { kind: 'error' | 'warning' }) {
  return (
    <svg className={`route-error__icon route-error__icon--${kind}`} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {kind === 'error' ? (
        <path d="M8.5 8.5l7 7m0-7l-7 7" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      ) : (
        <path d="M12 7v6.5M12 16.5v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * Shown when a page throws while rendering, or when its chunk cannot be loaded (after a deploy the old
 * chunk names are gone: a reload fetches the new version). A full load of `/` resets the app.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  if (isChunkLoadError(error)) {
    return (
      <ErrorPanel
        testId="chunk-error"
        icon={<CircleIcon kind="warning" />}
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
    <ErrorPanel
      testId="route-error"
      icon={<CircleIcon kind="error" />}
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
