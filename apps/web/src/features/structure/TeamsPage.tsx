import { PlusOutlined } from '@ant-design/icons';
import type { Team } from '@presently/contracts';
import { Button, Form, Input, Select, Space, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, useActionFeedback, useConfirm, useTablePagination } from '../admin/adminUi';
import { UserName, UserSelect, useUserDirectory } from '../admin/directory';
import { FormDialog } from '../admin/FormDialog';
import { PageHeading } from '../shell/PageHeading';
import {
  useCreateTeamMutation,
  useDeleteTeamMutation,
  useListDepartmentsQuery,
  useListTeamsQuery,
  useUpdateTeamMutation,
  type TeamInput,
} from './structureApi';

const MAX_NAME = 255;

/**
 * `/teams` (also for team leads): name, department, lead and members. The Default and Deactivated
 * teams cannot be deleted; the Deactivated team's members change only by (de)activating users.
 */
export function TeamsPage() {
  const { t } = useTranslation('admin');
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const teams = useListTeamsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Team leads may not list departments or users: names fall back to ids for them.
  const departments = useListDepartmentsQuery();
  const directory = useUserDirectory();
  const [create] = useCreateTeamMutation();
  const [update] = useUpdateTeamMutation();
  const [remove] = useDeleteTeamMutation();
  const [editing, setEditing] = useState<Team | 'new' | null>(null);

  const departmentName = (id: number | null) =>
    id === null ? t('none') : (departments.data?.find((department) => department.id === id)?.name ?? `#${id}`);

  const onDelete = async (team: Team) => {
    const ok = await confirm({ title: t('teams.deleteTitle'), content: t('teams.deleteBody', { name: team.name }), okText: t('actions.delete') });
    if (ok) feedback(await remove(team.id), t('teams.deleted', { name: team.name }));
  };

  const columns: TableProps<Team>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('teams.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, team) => (
        <Space>
          {name}
          {team.kind !== 'regular' && <Tag>{t(`teams.kinds.${team.kind}`)}</Tag>}
        </Space>
      ),
    },
    { key: 'department', dataIndex: 'department_id', title: t('teams.department'), render: departmentName },
    { key: 'lead', dataIndex: 'team_lead_user_id', title: t('teams.lead'), render: (id: number | null) => <UserName id={id} /> },
    {
      key: 'members',
      dataIndex: 'member_ids',
      title: t('teams.members'),
      sorter: (a, b) => a.member_ids.length - b.member_ids.length,
      render: (ids: number[]) => {
        const names = ids.map((id) => directory.get(id)).filter(Boolean);
        return names.length > 0 ? (
          <Tooltip title={names.join(', ')}>
            <span>{ids.length}</span>
          </Tooltip>
        ) : (
          ids.length
        );
      },
    },
    {
      key: 'actions',
      title: t('actions.title'),
      render: (_value, team) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(team)}>
            {t('actions.edit')}
          </Button>
          <Button type="link" size="small" danger disabled={team.kind !== 'regular'} onClick={() => void onDelete(team)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const membersLocked = editing !== null && editing !== 'new' && editing.kind === 'deactivated';

  return (
    <section className="page" data-testid="teams-page">
      <div className="page-title-row">
        <PageHeading titleKey="teams" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('teams.add')}
        </Button>
      </div>
      {teams.error ? <LoadError error={teams.error} /> : null}
      <Table<Team>
        rowKey="id"
        columns={columns}
        dataSource={teams.data ?? []}
        loading={teams.isFetching}
        pagination={pagination()}
        scroll={{ x: true }}
      />
      {editing && (
        <FormDialog<TeamInput>
          testId="team-dialog"
          title={editing === 'new' ? t('teams.add') : t('teams.edit')}
          initialValues={
            editing === 'new'
              ? { name: '', department_id: null, team_lead_user_id: null, member_ids: [] }
              : { name: editing.name, department_id: editing.department_id, team_lead_user_id: editing.team_lead_user_id, member_ids: editing.member_ids }
          }
          serverFields={['name', 'department_id', 'team_lead_user_id', 'member_ids']}
          successMessage={t('saved')}
          onClose={() => setEditing(null)}
          onSubmit={(values) => {
            const input: TeamInput = {
              name: values.name.trim(),
              department_id: values.department_id ?? null,
              team_lead_user_id: values.team_lead_user_id ?? null,
              member_ids: values.member_ids ?? [],
            };
            if (editing === 'new') return create(input);
            // The Deactivated team's members are not the form's to change.
            const { member_ids: memberIds, ...rest } = input;
            return update({ id: editing.id, input: membersLocked ? rest : { ...rest, member_ids: memberIds } });
          }}
        >
          <Form.Item
            label={t('teams.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('errors:field_required') },
              { max: MAX_NAME, message: t('errors:max_255_characters') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item label={t('teams.department')} name="department_id">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={(departments.data ?? []).map((department) => ({ value: department.id, label: department.name }))}
            />
          </Form.Item>
          <Form.Item
            label={t('teams.lead')}
            name="team_lead_user_id"
            extra={t('teams.leadHint')}
            rules={[{ required: true, message: t('errors:field_required') }]}
          >
            <UserSelect />
          </Form.Item>
          <Form.Item label={t('teams.members')} name="member_ids" extra={membersLocked ? t('teams.deactivatedHint') : t('teams.membersHint')}>
            <UserSelect multiple activeOnly={false} disabled={membersLocked} />
          </Form.Item>
        </FormDialog>
      )}
    </section>
  );
}
