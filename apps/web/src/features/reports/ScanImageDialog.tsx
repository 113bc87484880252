import type { ScanAction } from '@presently/contracts';
import { Alert, Modal, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DateText } from '../../shared/ui/DateText';
import { useScanImageQuery } from './reportsApi';

interface Props {
  recordId: number;
  caption: string;
  onClose: () => void;
}

const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * One scan's image (`GET /api/presence/records/:id/image`), fetched with the token when the dialog
 * opens: the one taken at the scan that opened the record (the row's time), or at the one that
 * closed it. An image that is not there (never kept, or removed since: 404) says so in words.
 */
export function ScanImageDialog({ recordId, caption, onClose }: Props) {
  const { t } = useTranslation('reports');
  const [action, setAction] = useState<ScanAction>('clock-in');
  const image = useScanImageQuery({ recordId, action });

  return (
    <Modal open title={<DateText>{t('image.title', { caption })}</DateText>} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <div className="scan-image" data-testid="scan-image-dialog">
        <Segmented<ScanAction>
          value={action}
          onChange={setAction}
          options={[
            { value: 'clock-in', label: t('image.clockIn') },
            { value: 'clock-out', label: t('image.clockOut') },
          ]}
        />
        {image.isFetching ? <Skeleton.Image active className="scan-image__loading" /> : null}
        {!image.isFetching && image.error ? (
          <Alert type={isNotFound(image.error) ? 'info' : 'error'} showIcon message={isNotFound(image.error) ? t('image.missing') : buildErrorMessage(image.error)} />
        ) : null}
        {!image.isFetching && image.currentData ? <img className="scan-image__picture" src={image.currentData} alt={t(action === 'clock-in' ? 'image.altIn' : 'image.altOut', { caption })} /> : null}
      </div>
    </Modal>
  );
}
