import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewScanMutation } from './reportsApi';
import { Typography } from '../../shared/ui/Typography';

interface Props {
  recordId: number;
  reviewedBy: string | null;
  /** yyyy-MM-dd HH:mm in the company's zone, as the report lays it out (the same text as in the files). */
  reviewedAt: string | null;
}

/**
 * The administrators report's review of one scan: "Mark reviewed", or who reviewed it and when with
 * "Unmark". Only the report's roles reach the page, and the server checks them again.
 */
export function ReviewControl({ recordId, reviewedBy, reviewedAt }: Props) {
  const { t } = useTranslation('reports');
  const [review, state] = useReviewScanMutation();
  if (reviewedBy) {
    return (
      <Space size="small" data-testid={`review-${recordId}`}>
        <Typography.Text>{t('review.reviewedBy', { name: reviewedBy, at: reviewedAt ?? '' })}</Typography.Text>
        <Button size="small" type="link" loading={state.isLoading} onClick={() => void review({ recordId, reviewed: false })}>
          {t('review.unmark')}
        </Button>
        {state.isError ? <Typography.Text type="danger">{t('review.failed')}</Typography.Text> : null}
      </Space>
    );
  }
  return (
    <Space size="small" data-testid={`review-${recordId}`}>
      <Button size="small" loading={state.isLoading} onClick={() => void review({ recordId, reviewed: true })}>
        {t('review.mark')}
      </Button>
      {state.isError ? <Typography.Text type="danger">{t('review.failed')}</Typography.Text> : null}
    </Space>
  );
}
