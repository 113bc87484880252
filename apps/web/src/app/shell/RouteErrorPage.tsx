import { CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from './lazyPage';

function ErrorPanel({ testId, icon, title, body, action }: { testId: string; icon: ReactNode; title: string; body: string; action: ReactNode }) {
  return (
    <main className="centered-page route-error" data-testid={testId}>
      {icon}
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{body}</Typography.Paragraph>
      {action}
    </main>
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
        icon={<ExclamationCircleOutlined className="route-error__icon route-error__icon--warning" aria-hidden />}
        title={t('routeError.chunkHeading')}
        body={t('routeError.chunkBody')}
        action={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        }
      />
    );
  }

  return (
    <ErrorPanel
      testId="route-error"
      icon={<CloseCircleOutlined className="route-error__icon route-error__icon--error" aria-hidden />}
      title={t('routeError.heading')}
      body={t('routeError.body')}
      action={
        <Button type="primary" href="/">
          {t('routeError.home')}
        </Button>
      }
    />
  );
}
