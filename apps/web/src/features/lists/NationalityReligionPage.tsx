import { PlusOutlined } from '@ant-design/icons';
import type { NamedItem } from '@presently/contracts';
import { Button, Card, Col, Form, Input, Row, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, useActionFeedback, useConfirm, useTablePagination } from '../admin/adminUi';
import { FormDialog } from '../admin/FormDialog';
import { PageHeading } from '../shell/PageHeading';
import { useDeleteCatalogueEntryMutation, useListCatalogueQuery, useSaveCatalogueEntryMutation, type CatalogueKind } from './listsApi';

const MAX_NAME = 255;

/** `/nationality-religion-view`: the company's two lists, side by side. */
export function NationalityReligionPage() {
  return (
    <section className="page" data-testid="nationality-religion-page">
      <PageHeading titleKey="nationalityReligion" />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <CatalogueCard kind="nationalities" />
        </Col>
        <Col xs={24} lg={12}>
          <CatalogueCard kind="religions" />
        </Col>
      </Row>
    </section>
  );
}

function CatalogueCard({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('admin');
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const list = useListCatalogueQuery(kind, { refetchOnMountOrArgChange: true });
  const [save] = useSaveCatalogueEntryMutation();
  const [remove] = useDeleteCatalogueEntryMutation();
  const [editing, setEditing] = useState<NamedItem | 'new' | null>(null);

  const onDelete = async (item: NamedItem) => {
    const ok = await confirm({ title: t(`lists.${kind}.deleteTitle`), content: t('lists.deleteBody', { name: item.name }), okText: t('actions.delete') });
    if (ok) feedback(await remove({ kind, id: item.id }), t('lists.deleted', { name: item.name }));
  };

  const columns: TableProps<NamedItem>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('lists.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      key: 'actions',
      title: t('actions.title'),
      width: 200,
      render: (_value, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(item)}>
            {t('actions.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => void onDelete(item)}>
            {t('actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t(`lists.${kind}.title`)}
      data-testid={`${kind}-list`}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t(`lists.${kind}.add`)}
        </Button>
      }
    >
      {list.error ? <LoadError error={list.error} /> : null}
      <Table<NamedItem> rowKey="id" size="small" columns={columns} dataSource={list.data ?? []} loading={list.isFetching} pagination={pagination({ defaultPageSize: 10 })} />
      {editing && (
        <FormDialog<{ name: string }>
          testId={`${kind}-dialog`}
          title={editing === 'new' ? t(`lists.${kind}.add`) : t(`lists.${kind}.edit`)}
          initialValues={{ name: editing === 'new' ? '' : editing.name }}
          serverFields={['name']}
          successMessage={t('saved')}
          onClose={() => setEditing(null)}
          onSubmit={(values) => save({ kind, id: editing === 'new' ? undefined : editing.id, name: values.name.trim() })}
        >
          <Form.Item
            label={t('lists.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('errors:field_required') },
              { max: MAX_NAME, message: t('errors:max_255_characters') },
            ]}
          >
            <Input />
          </Form.Item>
        </FormDialog>
      )}
    </Card>
  );
}
