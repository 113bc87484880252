import type { VacationBalanceRow } from '@presently/contracts';
import { Statistic, Table, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { DateText } from '../../shared/ui/DateText';
import { QueryState } from '../../shared/ui/QueryState';
import { useMyVacationDaysQuery } from './absencesApi';

/** Sums halves without floating-point noise (0.5 steps). */
const sum = (rows: VacationBalanceRow[], pick: (row: VacationBalanceRow) => number) => Math.round(rows.reduce((total, row) => total + pick(row), 0) * 2) / 2;

/** A column's heading: short on screen ("Used", "Иск."), the whole name for screen readers and on hover. */
function Heading({ short, full }: { short: string; full: string }) {
  return (
    <span title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="ui-visually-hidden">{full}</span>
    </span>
  );
}

/**
 * The user's vacation days (GET /api/my-vacation-days): each rule with its days, used, pending and unused,
 * live. Beside /my-calendar's calendar the card is ~280 px wide: the rule's name and period wrap in
 * their column and the figures have short headings, so that the five columns fit without a sideways
 * scroll (the full headings did not, in any language).
 */
export function VacationBalanceCard() {
  const { t } = useTranslation('absences');
  const balance = useMyVacationDaysQuery();
  const rows = balance.data ?? [];
  const heading = (key: 'rule' | 'days' | 'used' | 'pending' | 'unused') => <Heading short={t(`balance.short.${key}`)} full={t(`balance.${key}`)} />;
  const figure = { className: 'vacation-balance__figure', align: 'right' as const };

  const columns: TableProps<VacationBalanceRow>['columns'] = [
    {
      key: 'name',
      title: heading('rule'),
      render: (_value, row) => (
        <>
          <div className="vacation-balance__name">{row.name}</div>
          <small className="vacation-balance__period">
            <DateText>{`${formatDay(row.valid_from)} – ${formatDay(row.valid_to)}`}</DateText>
          </small>
        </>
      ),
    },
    { key: 'days', dataIndex: 'days', title: heading('days'), ...figure },
    { key: 'used', dataIndex: 'used_days', title: heading('used'), ...figure },
    { key: 'pending', dataIndex: 'pending_days', title: heading('pending'), ...figure },
    { key: 'unused', dataIndex: 'unused_days', title: heading('unused'), ...figure },
  ];

  return (
    <Card title={t('balance.title')} className="form-card absence-card" data-testid="vacation-balance">
      <QueryState isLoading={balance.isLoading} error={balance.error} hasData={balance.data !== undefined}>
        <Statistic title={t('balance.totalUnused')} value={sum(rows, (row) => row.unused_days)} data-testid="balance-total-unused" />
        <Table<VacationBalanceRow>
          rowKey="id"
          size="small"
          className="vacation-balance"
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t('balance.none') }}
        />
      </QueryState>
    </Card>
  );
}
