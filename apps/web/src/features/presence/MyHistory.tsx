import { PRESENCE_SOURCES, type HistoryQuery, type PresenceHistoryRecord, type PresenceSource } from '@presently/contracts';
import { type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { usePagedQuery } from '../../shared/ui/usePagedQuery';
import { PagedRecordTable } from './PagedRecordTable';
import { useMyHistoryQuery } from './presenceApi';
import { PRESENCE_KINDS, RECORD_TYPE_IDS, type PresenceKind } from './presenceKinds';
import { dayIn, formatDuration } from './presenceTime';
import { EditedInfo, recordSpan, TypeTag } from './presenceUi';
import { PeriodFilter } from './tableFilters';

/** The columns both history lists share: day, type, times, duration, source, edit marks (day and times on one line). */
export function useRecordColumns(zone: string | undefined): NonNullable<TableProps<PresenceHistoryRecord>['columns']> {
  const { t } = useTranslation('presence');
  return [
    { key: 'date', title: t('history.date'), className: 'nowrap', render: (_value, record) => formatDay(dayIn(new Date(record.start), zone)) },
    { key: 'type', title: t('history.type'), render: (_value, record) => <TypeTag typeId={record.presence_type_id} /> },
    { key: 'time', title: t('history.time'), className: 'nowrap', render: (_value, record) => recordSpan(record, zone, t('week.now')) },
    { key: 'duration', title: t('history.duration'), render: (_value, record) => formatDuration(record.duration_minutes) },
    { key: 'source', title: t('history.source'), render: (_value, record) => t(`sources.${record.source}`, { defaultValue: record.source }) },
    { key: 'edited', title: t('history.edited'), render: (_value, record) => <EditedInfo record={record} zone={zone} /> },
  ];
}

/** The user's own records, filtered and paged on the server ('{size} per page'). */
export function MyHistory({ zone }: { zone: string | undefined }) {
  const { t } = useTranslation('presence');
  const { query, filter, changePage } = usePagedQuery<HistoryQuery>();
  const history = useMyHistoryQuery(query);
  const columns = useRecordColumns(zone);

  return (
    <Card title={t('history.title')} className="form-card" data-testid="my-history">
      <div className="table-filters">
        <PeriodFilter onChange={filter} />
        <FilterSelect<PresenceKind>
          label={t('history.kind')}
          options={PRESENCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) => filter({ kind })}
        />
        <FilterSelect<number>
          label={t('history.type')}
          options={RECORD_TYPE_IDS.map((id) => ({ value: id, label: t(`types.${id}`) }))}
          onChange={(presence_type_id) => filter({ presence_type_id })}
        />
        <FilterSelect<PresenceSource>
          label={t('history.source')}
          options={PRESENCE_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
          onChange={(source) => filter({ source })}
        />
      </div>
      <PagedRecordTable columns={columns} history={history} query={query} onPageChange={changePage} />
    </Card>
  );
}
