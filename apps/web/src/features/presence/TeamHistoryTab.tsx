import type { PresenceHistoryRecord, PresenceRecordView, TeamHistoryQuery } from '@presently/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatMonth } from '../../shared/dates';
import { AddButton } from '../../shared/ui/crud';
import { closedMonthOf, useMonthClosuresQuery } from '../month-closures';
import { useRecordColumns } from './MyHistory';
import { usePagedQuery } from '../../shared/ui/usePagedQuery';
import { PagedRecordTable } from './PagedRecordTable';
import { useTeamHistoryQuery } from './presenceApi';
import { companyZoneOf, dayIn } from './presenceTime';
import { AuditDialog, DeleteRecordDialog, RecordDialog } from './RecordDialogs';
import { PeriodFilter, UserFilter } from './tableFilters';
import { canEditPresence, useScopedUsers } from './teamScope';

type Dialog = { type: 'edit' | 'delete' | 'audit'; record: PresenceHistoryRecord } | { type: 'add' } | null;

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
  const users = useScopedUsers();
  const { query, filter, changePage } = usePagedQuery<TeamHistoryQuery>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const history = useTeamHistoryQuery(query, { refetchOnMountOrArgChange: true });
  const recordColumns = useRecordColumns(zone);
  // Records name their person (deactivated and blocked people too, whom today's list leaves out).
  const userName = (id: number) => users.names.get(id) ?? history.data?.items.find((record) => record.user_id === id)?.full_name ?? `#${id}`;
  // A record in a month closed for payroll is shown closed: the server would refuse its edit (month_closed).
  const closures = useMonthClosuresQuery(undefined, { skip: !editor });
  const departments = new Map(users.rows.map((row) => [row.user_id, row.department_id]));
  const closedMonth = (record: PresenceRecordView) => {
    const list = closures.data?.closures ?? [];
    const department = departments.get(record.user_id) ?? null;
    const start = closedMonthOf(list, dayIn(new Date(record.start), zone), department);
    return start ?? (record.end ? closedMonthOf(list, dayIn(new Date(new Date(record.end).getTime() - 1), zone), department) : null);
  };

  const columns: TableProps<PresenceHistoryRecord>['columns'] = [
    { key: 'user', title: t('today.user'), render: (_value, record) => record.full_name || userName(record.user_id) },
    ...recordColumns,
    {
      key: 'actions',
      title: t('admin:actions.title'),
      render: (_value, record) => (
        <Space size={0} wrap>
          {editor && closedMonth(record) ? (
            <Tooltip title={t('admin:monthClosures.closedHint', { month: formatMonth(closedMonth(record) as string) })}>
              <Tag icon={<LockOutlined />} data-testid={`closed-record-${record.id}`}>
                {t('admin:monthClosures.closedTag')}
              </Tag>
            </Tooltip>
          ) : editor ? (
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
        <UserFilter loading={users.isLoading} options={users.options} value={query.user_id} onChange={(user_id) => filter({ user_id })} />
        <PeriodFilter onChange={filter} />
        {editor ? <AddButton primary label={t('edit.add')} onClick={() => setDialog({ type: 'add' })} /> : null}
      </div>
      <PagedRecordTable columns={columns} history={history} query={query} onPageChange={changePage} />
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
