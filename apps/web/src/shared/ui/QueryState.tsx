import { StopOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../buildErrorMessage';
import { Typography } from './Typography';

/** An RTK Query error (or a body) with HTTP status 403: the user may not do this. */
export function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}

/** An RTK Query error with HTTP status `status`, e.g. 409. */
export function hasStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === status;
}

/** The error key of an RTK Query error's `{ error: key }` body, or null. */
export function errorKeyOf(error: unknown): string | null {
  const body = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const key = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof key === 'string' ? key : null;
}

/**
 * Spec section 6: a user without rights sees a no-permission message. An icon and text, not antd's
 * `Result` (its illustrations would come with every page that may show this; issue 14).
 */
export function NoPermission() {
  const { t } = useTranslation('admin');
  return (
    <div className="route-error" data-testid="no-permission">
      <StopOutlined className="route-error__icon route-error__icon--error" aria-hidden />
      <Typography.Title level={2}>{t('noPermission')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('errors:no_permission')}</Typography.Paragraph>
    </div>
  );
}

/** Why a list or a form could not be loaded: no permission (403), or the translated error. */
export function LoadError({ error }: { error: unknown }) {
  if (isForbidden(error)) return <NoPermission />;
  return <Alert type="error" showIcon className="form-error" data-testid="load-error" message={buildErrorMessage(error)} />;
}

interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  /** Shown once the data is there (and while it is refetched). */
  children: ReactNode;
  hasData: boolean;
}

/** Loading skeleton, the load error, or the content. */
export function QueryState({ isLoading, error, hasData, children }: QueryStateProps) {
  if (isLoading && !hasData) return <Skeleton active />;
  if (error && !hasData) return <LoadError error={error} />;
  return <>{children}</>;
}
