import { PlusOutlined } from '@ant-design/icons';
import type { Department } from '@presently/contracts';
import { Button, Form, Input, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, useActionFeedback, useConfirm, useTablePagination } from '../admin/adminUi';
import { UserName, UserSelect } from '../admin/directory';
import { FormDialog } from '../admin/FormDialog';
import { PageHeading } from '../shell/PageHeading';
import {
  useCreateDepartmentMutation,
  useDeleteDepartmentMutation,
  useListDepartmentsQuery,
  useUpdateDepartmentMutation,
  type DepartmentInput,
} from './structureApi';

const MAX_NAME = 255;

/** `/departments`: name, manager and members of each department; the Default one cannot be deleted. */
export function DepartmentsPage() {
  const { t } = useTranslation('admin');
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const departments = useListDepartmentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  const [remove] = useDeleteDepartmentMutation();
  const [editing, setEditing] = useState<Department | 'new' | null>(null);

  const onDelete = async (department: Department) => {
    const ok = await confirm({
      title: t('departments.deleteTitle'),
      content: t('departments.deleteBody', { name: department.name }),
      okText: t('actions.delete'),
    });
    if (ok) feedback(await remove(department.id), t('departments.deleted', { name: department.name }));
  };

  const columns: TableProps<Department>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('departments.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (name: string, department) => (
        <Space>
          {name}
          {department.is_default && <Tag>{t('default')}</Tag>}
        </Space>
      ),
    },
    { key: 'manager', dataIndex: 'manager_user_id', title: t('departments.manager'), render: (id: number | null) => <UserName id={id} /> },
    { key: 'members', dataIndex: 'member_count', title: t('departments.members'), sorter: (a, b) => a.member_count - b.member_count },
    {
      key: 'actions',
      title: t('actions.title'),
      render: (_value, department) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(department)}>
            {t('actions.edit')}
          </Button>
          <Button type="link" size="small" danger disabled={department.is_default} onClick={() => void onDelete(department)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="page" data-testid="departments-page">
      <div className="page-title-row">
        <PageHeading titleKey="departments" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('departments.add')}
        </Button>
      </div>
      {departments.error ? <LoadError error={departments.error} /> : null}
      <Table<Department>
        rowKey="id"
        columns={columns}
        dataSource={departments.data ?? []}
        loading={departments.isFetching}
        pagination={pagination()}
        scroll={{ x: true }}
      />
      {editing && (
        <FormDialog<DepartmentInput>
          testId="department-dialog"
          title={editing === 'new' ? t('departments.add') : t('departments.edit')}
          initialValues={editing === 'new' ? { name: '', manager_user_id: null } : { name: editing.name, manager_user_id: editing.manager_user_id }}
          serverFields={['name', 'manager_user_id']}
          successMessage={t('saved')}
          onClose={() => setEditing(null)}
          onSubmit={(values) => {
            const input = { name: values.name.trim(), manager_user_id: values.manager_user_id ?? null };
            return editing === 'new' ? create(input) : update({ id: editing.id, input });
          }}
        >
          <Form.Item
            label={t('departments.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('errors:field_required') },
              { max: MAX_NAME, message: t('errors:max_255_characters') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            label={t('departments.manager')}
            name="manager_user_id"
            extra={t('departments.managerHint')}
            rules={[{ required: true, message: t('errors:field_required') }]}
          >
            <UserSelect />
          </Form.Item>
        </FormDialog>
      )}
    </section>
  );
}
