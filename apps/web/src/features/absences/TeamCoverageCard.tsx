import type { TeamCoverage } from '@presently/contracts';
import { Alert, Table, Tag, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { LoadError } from '../../shared/ui/QueryState';
import { useTeamCoverageQuery } from './absencePolicyApi';
import { Typography } from '../../shared/ui/Typography';

type CoverageDay = TeamCoverage['days'][number];

/**
 * Team coverage of a request (issue 11 ★): on each of its days, how many others of the requester's team
 * are already off, approved and pending, and the days the company's maximum share would be exceeded.
 */
export function TeamCoverageCard({ requestId }: { requestId: number }) {
  const { t } = useTranslation('absences');
  const coverage = useTeamCoverageQuery(requestId);
  const data = coverage.data;
  if (!coverage.error && (!data || data.team_id === null)) return null;

  const columns: TableProps<CoverageDay>['columns'] = [
    { key: 'date', title: t('coverage.date'), className: 'nowrap', render: (_value, day) => formatDay(day.date) },
    { key: 'approved', dataIndex: 'approved', title: t('coverage.approved') },
    { key: 'pending', dataIndex: 'pending', title: t('coverage.pending') },
    {
      key: 'exceeded',
      title: t('coverage.limit'),
      render: (_value, day) => (day.exceeded ? <Tag color="red">{t('coverage.exceeded')}</Tag> : <Tag color="green">{t('coverage.within')}</Tag>),
    },
  ];
  const over = data?.days.filter((d) => d.exceeded).length ?? 0;

  return (
    <Card title={t('coverage.title')} className="form-card absence-card" data-testid="team-coverage">
      {coverage.error ? <LoadError error={coverage.error} /> : null}
      {data ? (
        <>
          <Typography.Paragraph type="secondary" data-testid="team-coverage-summary">
            {data.max_percent === null
              ? t('coverage.noMaximum', { size: data.team_size ?? '—' })
              : t('coverage.maximum', { size: data.team_size ?? '—', max: data.max_percent })}
          </Typography.Paragraph>
          {over > 0 ? <Alert type="warning" showIcon className="form-error" message={t('coverage.warning', { count: over })} data-testid="team-coverage-warning" /> : null}
          <Table<CoverageDay> rowKey="date" size="small" columns={columns} dataSource={data.days} pagination={false} scroll={{ x: true }} />
        </>
      ) : null}
    </Card>
  );
}
