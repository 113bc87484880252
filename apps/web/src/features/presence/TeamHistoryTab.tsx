import { PlusOutlined } from '@ant-design/icons';
import type { PresenceRecordView } from '@presently/contracts';
import { Button, DatePicker, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { DEFAULT_PAGE_SIZE, LoadError, useTablePagination } from '../admin/adminUi';
import { DATE_FORMAT, isoDayOf } from '../admin/dates';
import { selectCurrentUser } from '../auth/sessionSlice';
import { useRecordColumns } from './MyHistory';
import { useTeamHistoryQuery, type TeamHistoryQuery } from './presenceApi';
import { companyZoneOf } from './presenceTime';
import { AuditDialog, DeleteRecordDialog, RecordDialog } from './RecordDialogs';
import { canEditPresence, useScopedUsers } from './teamScope';

type Dialog = { type: 'edit' | 'delete' | 'audit'; record: PresenceRecordView } | { type: 'add' } | null;

/**
 * /presence, History: the records of the users in scope, filtered by user and period and paged on
 * the server; editors add, edit (with a reason, previous and registered times shown) and delete
 * records, and everyone may read a record's audit trail.
 */
export function TeamHistoryTab() {
  const { t } = useTranslation('presence');
  const me = useAppSelector(selectCurrentUser);
  const zone = companyZoneOf(me);
  const editor = canEditPresence(me);
  const pagination = useTablePagination();
  const users = useScopedUsers();
  const [query, setQuery] = useState<TeamHistoryQuery>({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  const [dialog, setDialog] = useState<Dialog>(null);
  const history = useTeamHistoryQuery(query, { refetchOnMountOrArgChange: true });
  const recordColumns = useRecordColumns(zone);
  const filter = (change: Partial<TeamHistoryQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  const userName = (id: number) => users.names.get(id) ?? `#${id}`;

  const columns: TableProps<PresenceRecordView>['columns'] = [
    { key: 'user', title: t('today.user'), render: (_value, record) => userName(record.user_id) },
    ...recordColumns,
    {
      key: 'actions',
      title: t('admin:actions.title'),
      render: (_value, record) => (
        <Space size={0} wrap>
          {editor ? (
            <>
              <Button type="link" size="small" onClick={() => setDialog({ type: 'edit', record })} data-testid={`edit-record-${record.id}`}>
                {t('admin:actions.edit')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setDialog({ type: 'delete', record })}>
                {t('admin:actions.delete')}
              </Button>
            </>
          ) : null}
          <Button type="link" size="small" onClick={() => setDialog({ type: 'audit', record })}>
            {t('audit.open')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="presence-history">
      <div className="table-filters">
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          className="table-filters__select"
          placeholder={t('filters.user')}
          aria-label={t('filters.user')}
          loading={users.isLoading}
          options={users.options}
          value={query.user_id}
          onChange={(user_id) => filter({ user_id })}
        />
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          allowEmpty={[true, true]}
          aria-label={t('history.period')}
          onChange={(range) => filter({ from: isoDayOf(range?.[0]) ?? undefined, to: isoDayOf(range?.[1]) ?? undefined })}
        />
        {editor ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ type: 'add' })}>
            {t('edit.add')}
          </Button>
        ) : null}
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
      {dialog?.type === 'add' ? (
        <RecordDialog record={null} zone={zone} users={users.options} userName={userName} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.type === 'edit' ? (
        <RecordDialog record={dialog.record} zone={zone} users={users.options} userName={userName} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.type === 'delete' ? <DeleteRecordDialog record={dialog.record} zone={zone} onClose={() => setDialog(null)} /> : null}
      {dialog?.type === 'audit' ? <AuditDialog record={dialog.record} zone={zone} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
