import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a part of a page shows while its chunk arrives (`lazyPart`: FullCalendar, the dashboard's
 * charts): a skeleton holding about the part's height, so the page around it does not jump, and a
 * "Loading…" status for screen readers.
 */
export function PartLoading({ minHeight, rows = 4, testId }: { minHeight?: number; rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" style={{ minHeight }} data-testid={testId}>
      <span className="ui-visually-hidden">{t('loading')}</span>
      <Skeleton active title={false} paragraph={{ rows }} />
    </div>
  );
}
