import { Alert, App, Result, Skeleton, type TablePaginationConfig } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';

/** Page sizes of every administration table; the pager reads '{size} per page' (spec section 9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

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

/** Spec section 6: a user without rights sees a no-permission message. */
export function NoPermission() {
  const { t } = useTranslation('admin');
  return (
    <div data-testid="no-permission">
      <Result status="403" title={t('noPermission')} subTitle={t('errors:no_permission')} />
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

/** The pager of administration tables: '{size} per page', the total, every page size. */
export function useTablePagination(): (config?: TablePaginationConfig) => TablePaginationConfig {
  const { t } = useTranslation('admin');
  return useCallback(
    (config: TablePaginationConfig = {}) => ({
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZES.map(String),
      defaultPageSize: DEFAULT_PAGE_SIZE,
      locale: { items_per_page: t('perPage') },
      showTotal: (total: number) => t('total', { count: total }),
      hideOnSinglePage: false,
      ...config,
    }),
    [t],
  );
}

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  /** A destructive action: the button is red (the default). */
  danger?: boolean;
}

/** A confirmation dialog (spec: destructive actions ask first); resolves true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation('admin');
  return useCallback(
    ({ title, content, okText, danger = true }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText,
          cancelText: t('actions.cancel'),
          okButtonProps: { danger, 'data-testid': 'confirm-ok' },
          cancelButtonProps: { 'data-testid': 'confirm-cancel' },
          className: 'confirm-dialog',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}

/** Success and failure notices of table actions (delete, status changes): failures show the translated keys. */
export function useActionFeedback() {
  const { message } = App.useApp();
  return useCallback(
    (result: { error?: unknown }, success: string): boolean => {
      if ('error' in result && result.error !== undefined) {
        void message.error(buildErrorMessage(result.error));
        return false;
      }
      void message.success(success);
      return true;
    },
    [message],
  );
}
