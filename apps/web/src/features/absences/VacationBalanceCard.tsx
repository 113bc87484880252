import type { VacationBalanceRow } from '@presently/contracts';
import { Statistic, Table, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { QueryState } from '../../shared/ui/QueryState';
import { useMyVacationDaysQuery } from './absencesApi';

/** Sums halves without floating-point noise (0.5 steps). */
const sum = (rows: VacationBalanceRow[], pick: (row: VacationBalanceRow) => number) => Math.round(rows.reduce((total, row) => total + pick(row), 0) * 2) / 2;

/** The user's vacation days (GET /api/my-vacation-days): each rule with its days, used, pending and unused, live. */
export function VacationBalanceCard() {
  const { t } = useTranslation('absences');
  const balance = useMyVacationDaysQuery();
  const rows = balance.data ?? [];

  const columns: TableProps<VacationBalanceRow>['columns'] = [
    {
      key: 'name',
      title: t('balance.rule'),
      // The rule's name and period on a line each (a phone scrolls the table rather than stack them a word a line).
      className: 'nowrap',
      render: (_value, row) => (
        <>
          <div>{row.name}</div>
          <small>{`${formatDay(row.valid_from)} – ${formatDay(row.valid_to)}`}</small>
        </>
      ),
    },
    { key: 'days', dataIndex: 'days', title: t('balance.days') },
    { key: 'used', dataIndex: 'used_days', title: t('balance.used') },
    { key: 'pending', dataIndex: 'pending_days', title: t('balance.pending') },
    { key: 'unused', dataIndex: 'unused_days', title: t('balance.unused') },
  ];

  return (
    <Card title={t('balance.title')} className="form-card absence-card" data-testid="vacation-balance">
      <QueryState isLoading={balance.isLoading} error={balance.error} hasData={balance.data !== undefined}>
        <Statistic title={t('balance.totalUnused')} value={sum(rows, (row) => row.unused_days)} data-testid="balance-total-unused" />
        <Table<VacationBalanceRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: t('balance.none') }}
        />
      </QueryState>
    </Card>
  );
}
