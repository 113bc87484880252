import { BOARD_KINDS, DEFAULT_PRESENCE_COLOR, PRESENCE_TYPES, type BoardKind, type InNowRow } from '@presently/contracts';
import { List, Space, Statistic } from 'antd';
import { Card } from '../../shared/ui/Card';
import { ColorTag } from '../../shared/ui/ColorTag';
import { useTranslation } from 'react-i18next';
import { timeIn } from './dashboardFormat';
import { LazyChart } from './LazyChart';
import { LiveBadge } from './LiveBadge';
import { countKinds } from './liveBoard';
import type { LiveStatus } from './useLivePresence';

/** Each kind in its catalogue colour (1 Work, 2 Paid Break, 3 Private exit, 5 Field work); off in the default colour. */
const KIND_TYPE: Record<Exclude<BoardKind, 'off'>, number> = { work: 1, break: 2, private_exit: 3, field_work: 5 };
export const kindColorOf = (kind: BoardKind): string =>
  kind === 'off' ? DEFAULT_PRESENCE_COLOR : (PRESENCE_TYPES.find((type) => type.id === KIND_TYPE[kind])?.color ?? DEFAULT_PRESENCE_COLOR);

/** Who is in now, by kind: live counts (each kind's colour as a dot beside its name), a doughnut, and who is on what since when. */
export function InNowCard({ rows, status, zone }: { rows: InNowRow[]; status: LiveStatus; zone?: string }) {
  const { t } = useTranslation('dashboard');
  const counts = countKinds(rows);
  const present = rows.filter((row) => row.kind !== null).sort((a, b) => a.full_name.localeCompare(b.full_name));
  return (
    <Card title={t('inNow.title')} extra={<LiveBadge status={status} />} data-testid="in-now">
      <Space wrap size="middle">
        {BOARD_KINDS.map((kind) => (
          <Statistic
            key={kind}
            title={
              <span className="kind-status">
                <span className="kind-status__light" style={{ backgroundColor: kindColorOf(kind), borderColor: kindColorOf(kind) }} aria-hidden="true" />
                {t(`kinds.${kind}`)}
              </span>
            }
            value={counts[kind]}
            data-testid={`in-now-${kind}`}
          />
        ))}
      </Space>
      <LazyChart
        kind="doughnut"
        label={t('inNow.chart')}
        options={{ plugins: { legend: { position: 'bottom' } } }}
        data={{
          labels: BOARD_KINDS.map((kind) => t(`kinds.${kind}`)),
          datasets: [{ data: BOARD_KINDS.map((kind) => counts[kind]), backgroundColor: BOARD_KINDS.map(kindColorOf) }],
        }}
      />
      <List
        size="small"
        dataSource={present}
        locale={{ emptyText: t('inNow.nobody') }}
        renderItem={(row) => (
          <List.Item data-testid="in-now-row" data-user={row.user_id}>
            <span>{row.full_name}</span>
            <span>
              <ColorTag color={kindColorOf(row.kind ?? 'off')}>{t(`kinds.${row.kind ?? 'off'}`)}</ColorTag>
              {row.since ? t('inNow.since', { time: timeIn(row.since, zone) }) : null}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
