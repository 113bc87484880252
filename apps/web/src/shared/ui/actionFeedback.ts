import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../buildErrorMessage';
import { useAppApi } from './useAppApi';

export interface ConfirmOptions {
  title: string;
  content?: ReactNode;
  okText: string;
  /** A destructive action: the button is red (the default). */
  danger?: boolean;
}

/** A confirmation dialog (spec: destructive actions ask first); resolves true when confirmed. */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = useAppApi();
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
  const { message } = useAppApi();
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
