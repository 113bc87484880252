import { ROLES, type UserStatus, type UserStatusAction, type UserSummary } from '@presently/contracts';
import { Button, Input, Space, Table, Tabs, type TableProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Paths } from '../../app/session';
import { lazyPart } from '../../shared/lazyChunk';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { PageTitleWithAdd } from '../../shared/ui/crud';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { PartLoading } from '../../shared/ui/PartLoading';
import { LoadError } from '../../shared/ui/QueryState';
import { DEFAULT_PAGE_SIZE, useTablePagination } from '../../shared/ui/tablePagination';
import { type StructureEntry, useListDepartmentsQuery, useListTeamsQuery, useStructureName } from '../structure';
import { useChangeUserStatusMutation, useListUsersQuery, type UsersQuery } from './usersApi';

/**
 * The QR codes' tab (antd's QRCode, Popconfirm) and the work settings' dialog (Form, Modal, Switch,
 * InputNumber) arrive when first opened (issue 14).
 */
const QrCodesSheet = lazyPart(() => import('./QrCodesSheet').then((m) => m.QrCodesSheet), ['admin', 'users']);
const WorkSettingsDialog = lazyPart(() => import('./WorkSettingsDialog').then((m) => m.WorkSettingsDialog), ['admin', 'users']);

export const USER_TABS = ['active', 'deactivated', 'blocked', 'qr'] as const;
type UserTab = (typeof USER_TABS)[number];

const isTab = (value: string | null): value is UserTab => (USER_TABS as readonly string[]).includes(value ?? '');

/** Status actions offered per status (spec section 4: activate, deactivate, block, unblock). */
const ACTIONS_BY_STATUS: Record<UserStatus, UserStatusAction[]> = {
  active: ['deactivate', 'block'],
  deactivated: ['activate'],
  blocked: ['unblock'],
};
/** Destructive actions ask for confirmation first. */
const CONFIRMED: readonly UserStatusAction[] = ['deactivate', 'block'];

/**
 * `/users`: tabs for active, deactivated and blocked users (a page at a time from the server, searched
 * and filtered by department, team and role) and a printable sheet of QR codes.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: UserTab = isTab(params.get('tab')) ? (params.get('tab') as UserTab) : 'active';

  return (
    <section className="page" data-testid="users-page">
      <PageTitleWithAdd titleKey="users" addLabel={t('add')} onAdd={() => void navigate(Paths.addUser)} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'active' ? {} : { tab: key }, { replace: true })}
        items={USER_TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      {tab === 'qr' ? (
        <Suspense fallback={<PartLoading rows={6} testId="qr-codes-loading" />}>
          <QrCodesSheet />
        </Suspense>
      ) : (
        <UsersTable key={tab} status={tab} />
      )}
    </section>
  );
}

function UsersTable({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const [query, setQuery] = useState<UsersQuery>({ page: 1, per_page: DEFAULT_PAGE_SIZE });
  const [search, setSearch] = useState('');
  const [workSettingsOf, setWorkSettingsOf] = useState<UserSummary | null>(null);
  const users = useListUsersQuery({ ...query, status });
  const departments = useListDepartmentsQuery();
  const teams = useListTeamsQuery();
  const [changeStatus, statusState] = useChangeUserStatusMutation();

  const shown = useStructureName();
  const nameOf = (entry: StructureEntry | undefined) => (entry ? shown(entry) : undefined);
  const departmentName = (id: number | null) => nameOf(departments.data?.find((item) => item.id === id)) ?? t('admin:none');
  const teamName = (id: number | null) => nameOf(teams.data?.find((item) => item.id === id)) ?? t('admin:none');
  const filter = (change: Partial<UsersQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));

  const runAction = async (user: UserSummary, action: UserStatusAction) => {
    if (CONFIRMED.includes(action)) {
      const ok = await confirm({
        title: t(`confirm.${action}.title`),
        content: t(`confirm.${action}.body`, { name: user.full_name }),
        okText: t(`actions.${action}`),
      });
      if (!ok) return;
    }
    feedback(await changeStatus({ id: user.id, action }), t(`done.${action}`, { name: user.full_name }));
  };

  const columns: TableProps<UserSummary>['columns'] = [
    {
      key: 'full_name',
      dataIndex: 'full_name',
      title: t('fields.fullName'),
      sorter: true,
      sortOrder: query.sort === 'full_name' ? (query.order === 'desc' ? 'descend' : 'ascend') : null,
      render: (name: string, user) => (
        <Space>
          <span className="color-dot" style={{ backgroundColor: user.user_color }} aria-hidden="true" />
          {name}
        </Space>
      ),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('fields.email'),
      sorter: true,
      sortOrder: query.sort === 'email' ? (query.order === 'desc' ? 'descend' : 'ascend') : null,
    },
    { key: 'job_position', dataIndex: 'job_position', title: t('fields.jobPosition'), render: (value: string | null) => value || t('admin:none') },
    { key: 'role', dataIndex: 'role_id', title: t('fields.role'), render: (id: number) => t(`common:roles.${id}`, { defaultValue: `#${id}` }) },
    { key: 'department', dataIndex: 'department_id', title: t('fields.department'), render: departmentName },
    { key: 'team', dataIndex: 'team_id', title: t('fields.team'), render: teamName },
    {
      key: 'actions',
      title: t('admin:actions.title'),
      render: (_value, user) => (
        <Space size={0} wrap>
          <Link to={`${Paths.editUser}?id=${user.id}`} className="table-link">
            {t('actions.edit')}
          </Link>
          <Button type="link" size="small" onClick={() => setWorkSettingsOf(user)}>
            {t('actions.workSettings')}
          </Button>
          {ACTIONS_BY_STATUS[user.status]?.map((action) => (
            <Button
              key={action}
              type="link"
              size="small"
              danger={CONFIRMED.includes(action)}
              disabled={statusState.isLoading}
              onClick={() => void runAction(user, action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid={`users-${status}`}>
      <div className="table-filters">
        <Input.Search
          allowClear
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '') filter({ q: undefined });
          }}
          onSearch={(value) => filter({ q: value.trim() || undefined })}
          className="table-filters__search"
        />
        <FilterSelect<number>
          label={t('filters.department')}
          value={query.department_id}
          onChange={(value) => filter({ department_id: value ?? undefined })}
          options={(departments.data ?? []).map((item) => ({ value: item.id, label: shown(item) }))}
        />
        <FilterSelect<number>
          label={t('filters.team')}
          value={query.team_id}
          onChange={(value) => filter({ team_id: value ?? undefined })}
          options={(teams.data ?? []).map((item) => ({ value: item.id, label: shown(item) }))}
        />
        <FilterSelect<number>
          label={t('filters.role')}
          value={query.role_id}
          onChange={(value) => filter({ role_id: value ?? undefined })}
          options={ROLES.map((role) => ({ value: role.id, label: t(`common:roles.${role.id}`) }))}
        />
      </div>
      {users.error ? <LoadError error={users.error} /> : null}
      <Table<UserSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users.data?.items ?? []}
        loading={users.isFetching}
        scroll={{ x: true }}
        locale={{ emptyText: t('empty') }}
        pagination={pagination({
          current: query.page,
          pageSize: query.per_page,
          total: users.data?.total ?? 0,
        })}
        onChange={(page, _filters, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          const sort = single?.order ? String(single.columnKey) : undefined;
          const order = single?.order === 'descend' ? 'desc' : single?.order === 'ascend' ? 'asc' : undefined;
          setQuery((current) => {
            const perPage = page.pageSize ?? current.per_page;
            const sortChanged = sort !== current.sort || order !== current.order;
            return {
              ...current,
              per_page: perPage,
              page: perPage !== current.per_page || sortChanged ? 1 : (page.current ?? 1),
              sort,
              order,
            };
          });
        }}
      />
      {workSettingsOf && (
        <Suspense fallback={<DialogLoading testId="work-settings-loading" />}>
          <WorkSettingsDialog user={workSettingsOf} onClose={() => setWorkSettingsOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
