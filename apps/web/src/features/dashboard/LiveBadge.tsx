import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from './useLivePresence';

const STATUS_COLOR: Record<LiveStatus, 'success' | 'processing' | 'default'> = { live: 'success', connecting: 'processing', offline: 'default' };

/** Whether a board is live (changes arrive as they happen) or on its periodic refresh. */
export function LiveBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('dashboard');
  return <Badge status={STATUS_COLOR[status]} text={t(`live.${status}`)} data-testid="live-status" data-status={status} />;
}
