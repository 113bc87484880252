import type { HistoryQuery, PresenceRecordView, PresenceSource } from '@presently/contracts';
import { Card, DatePicker, Select, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, LoadError, useTablePagination } from '../admin/adminUi';
import { DATE_FORMAT, formatDay, isoDayOf } from '../admin/dates';
import { useMyHistoryQuery } from './presenceApi';
import { PRESENCE_KINDS, RECORD_TYPE_IDS, type PresenceKind } from './presenceKinds';
import { dayIn, formatDuration } from './presenceTime';
import { EditedInfo, recordSpan, TypeTag } from './presenceUi';

export const SOURCES: readonly PresenceSource[] = ['web', 'device', 'edit', 'auto_stop'];

/** The columns both history lists share: day, type, times, duration, source, edit marks. */
export function useRecordColumns(zone: string | undefined): NonNullable<TableProps<PresenceRecordView>['columns']> {
  const { t } = useTranslation('presence');
  return [
    { key: 'date', title: t('history.date'), render: (_value, record) => formatDay(dayIn(new Date(record.start), zone)) },
    { key: 'type', title: t('history.type'), render: (_value, record) => <TypeTag typeId={record.presence_type_id} /> },
    { key: 'time', title: t('history.time'), render: (_value, record) => recordSpan(record, zone, t('week.now')) },
    { key: 'duration', title: t('history.duration'), render: (_value, record) => formatDuration(record.duration_minutes) },
    { key: 'source', title: t('history.source'), render: (_value, record) => t(`sources.${record.source}`, { defaultValue: record.source }) },
    { key: 'edited', title: t('history.edited'), render: (_value, record) => <EditedInfo record={record} zone={zone} /> },
  ];
}

/** The user's own records, filtered and paged on the server ('{size} per page'). */
export function MyHistory({ zone }: { zone: string | undefined }) {
  const { t } = useTranslation('presence');
  const pagination = useTablePagination();
  const [query, setQuery] = useState<HistoryQuery>({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  const history = useMyHistoryQuery(query);
  const columns = useRecordColumns(zone);
  const filter = (change: Partial<HistoryQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));

  return (
    <Card title={t('history.title')} className="form-card" data-testid="my-history">
      <div className="table-filters">
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          aria-label={t('history.period')}
          allowEmpty={[true, true]}
          onChange={(range) => filter({ from: isoDayOf(range?.[0]) ?? undefined, to: isoDayOf(range?.[1]) ?? undefined })}
        />
        <Select<PresenceKind>
          allowClear
          className="table-filters__select"
          placeholder={t('history.kind')}
          aria-label={t('history.kind')}
          options={PRESENCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          onChange={(kind) => filter({ kind })}
        />
        <Select<number>
          allowClear
          className="table-filters__select"
          placeholder={t('history.type')}
          aria-label={t('history.type')}
          options={RECORD_TYPE_IDS.map((id) => ({ value: id, label: t(`types.${id}`) }))}
          onChange={(presence_type_id) => filter({ presence_type_id })}
        />
        <Select<PresenceSource>
          allowClear
          className="table-filters__select"
          placeholder={t('history.source')}
          aria-label={t('history.source')}
          options={SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) }))}
          onChange={(source) => filter({ source })}
        />
      </div>
      {history.error ? <LoadError error={history.error} /> : null}
      <Table<PresenceRecordView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        scroll={{ x: true }}
        pagination={pagination({
          current: query.page,
          pageSize: query.per_page,
          total: history.data?.total ?? 0,
          onChange: (page, per_page) => setQuery((current) => ({ ...current, page: per_page === current.per_page ? page : 1, per_page })),
        })}
      />
    </Card>
  );
}
