import type { PresenceRecordView, TeamHistoryQuery } from '@presently/contracts';
import { Button, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { AddButton } from '../../shared/ui/crud';
import { useRecordColumns } from './MyHistory';
import { usePagedQuery } from '../../shared/ui/usePagedQuery';
import { PagedRecordTable } from './PagedRecordTable';
import { useTeamHistoryQuery } from './presenceApi';
import { companyZoneOf } from './presenceTime';
import { AuditDialog, DeleteRecordDialog, RecordDialog } from './RecordDialogs';
import { PeriodFilter, UserFilter } from './tableFilters';
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
  const users = useScopedUsers();
  const { query, filter, changePage } = usePagedQuery<TeamHistoryQuery>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const history = useTeamHistoryQuery(query, { refetchOnMountOrArgChange: true });
  const recordColumns = useRecordColumns(zone);
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
