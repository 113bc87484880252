import { useTranslation } from 'react-i18next';

/**
 * What an add / edit dialog loaded on its first opening (`lazyPart`) shows while its chunk arrives:
 * the dialog's mask, already covering the page, and a "Loading…" status for screen readers.
 */
export function DialogLoading({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="ui-dialog-loading" role="status" data-testid={testId}>
      <span className="ui-visually-hidden">{t('loading')}</span>
    </div>
  );
}
