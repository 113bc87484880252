import type { Department } from '@presently/contracts';
import { Form, Space, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudTexts, NameField, PageTitleWithAdd, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { FormDialog } from '../../shared/ui/FormDialog';
import { UserName, UserSelect } from '../users';
import { useStructureName } from './builtInNames';
import {
  useCreateDepartmentMutation,
  useDeleteDepartmentMutation,
  useListDepartmentsQuery,
  useUpdateDepartmentMutation,
  type DepartmentInput,
} from './structureApi';

const TEXTS = crudTexts('departments');

/** `/departments`: name, manager and members of each department; the Default one cannot be deleted. */
export function DepartmentsPage() {
  const { t } = useTranslation('admin');
  const departments = useListDepartmentsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  const [remove] = useDeleteDepartmentMutation();
  const crud = useCrudTable<Department>({ texts: TEXTS, remove: (department) => remove(department.id) });
  const { editing } = crud;
  const shown = useStructureName();

  const columns: TableProps<Department>['columns'] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('departments.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_name: string, department) => (
        <Space>
          {shown(department)}
          {department.is_default && <Tag>{t('builtIn.tag')}</Tag>}
        </Space>
      ),
    },
    { key: 'manager', dataIndex: 'manager_user_id', title: t('departments.manager'), render: (id: number | null) => <UserName id={id} /> },
    { key: 'members', dataIndex: 'member_count', title: t('departments.members'), sorter: (a, b) => a.member_count - b.member_count },
    crud.actionsColumn({ canDelete: (department) => !department.is_default }),
  ];

  return (
    <section className="page" data-testid="departments-page">
      <PageTitleWithAdd titleKey="departments" addLabel={crud.addLabel} onAdd={() => crud.setEditing('new')} />
      <QueryTable<Department> query={departments} columns={columns} pagination={crud.pagination()} scroll={{ x: true }} />
      {editing && (
        <FormDialog<DepartmentInput>
          {...crud.dialogProps}
          testId="department-dialog"
          initialValues={editing === 'new' ? { name: '', manager_user_id: null } : { name: editing.name, manager_user_id: editing.manager_user_id }}
          serverFields={['name', 'manager_user_id']}
          onSubmit={(values) => {
            const input = { name: values.name.trim(), manager_user_id: values.manager_user_id ?? null };
            return editing === 'new' ? create(input) : update({ id: editing.id, input });
          }}
        >
          <NameField label={t('departments.name')} />
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
