import type { Department } from '@presently/contracts';
import { Space, Tag, type TableProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { crudTexts, PageTitleWithAdd, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { UserName } from '../users';
import { useStructureName } from './builtInNames';
import { useDeleteDepartmentMutation, useListDepartmentsQuery } from './structureApi';

const TEXTS = crudTexts('departments');
/** The add / edit dialog (antd's Form and Modal, ~35 KB gzip) arrives when first opened (issue 14). */
const DepartmentDialog = lazyPart(() => import('./DepartmentDialog').then((m) => m.DepartmentDialog), ['admin']);

/** `/departments`: name, manager and members of each department; the Default one cannot be deleted. */
export function DepartmentsPage() {
  const { t } = useTranslation('admin');
  const departments = useListDepartmentsQuery(undefined, { refetchOnMountOrArgChange: true });
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
        <Suspense fallback={<DialogLoading testId="department-dialog-loading" />}>
          <DepartmentDialog editing={editing} {...crud.dialogProps} />
        </Suspense>
      )}
    </section>
  );
}
