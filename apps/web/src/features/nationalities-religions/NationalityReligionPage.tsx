import type { NamedItem } from '@presently/contracts';
import { Col, Row, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { PageHeading } from '../../shared/ui/PageHeading';
import { useCatalogueName } from './catalogueNames';
import { useDeleteNationalityReligionMutation, useListNationalitiesReligionsQuery, type NationalityReligionKind } from './nationalitiesReligionsApi';

/** The add / rename dialog (antd's Form and Modal, ~35 KB gzip) arrives when first opened (issue 14). */
const NationalityReligionDialog = lazyPart(() => import('./NationalityReligionDialog').then((m) => m.NationalityReligionDialog), ['admin']);

/** `/nationality-religion-view`: the company's two lists, side by side. */
export function NationalityReligionPage() {
  return (
    <section className="page" data-testid="nationality-religion-page">
      <PageHeading titleKey="nationalityReligion" />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <NationalityReligionCard kind="nationalities" />
        </Col>
        <Col xs={24} lg={12}>
          <NationalityReligionCard kind="religions" />
        </Col>
      </Row>
    </section>
  );
}

function NationalityReligionCard({ kind }: { kind: NationalityReligionKind }) {
  const { t } = useTranslation('admin');
  const list = useListNationalitiesReligionsQuery(kind, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteNationalityReligionMutation();
  const crud = useCrudTable<NamedItem>({
    texts: {
      add: `lists.${kind}.add`,
      edit: `lists.${kind}.edit`,
      deleteTitle: `lists.${kind}.deleteTitle`,
      deleteBody: 'lists.deleteBody',
      deleted: 'lists.deleted',
    },
    remove: (item) => remove({ kind, id: item.id }),
  });
  const { editing } = crud;
  // Built-in entries read in the user's language; renaming one makes the typed name the entry's own.
  const shownName = useCatalogueName();
  const shown = (item: NamedItem) => shownName(kind, item);

  const columns: TableProps<NamedItem>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('lists.name'), render: (_name: string, item) => shown(item), sorter: (a, b) => shown(a).localeCompare(shown(b)) },
    crud.actionsColumn({ width: 200 }),
  ];

  return (
    <Card
      title={t(`lists.${kind}.title`)}
      data-testid={`${kind}-list`}
      extra={<AddButton label={crud.addLabel} onClick={() => crud.setEditing('new')} />}
    >
      <QueryTable<NamedItem> query={list} size="small" columns={columns} pagination={crud.pagination({ defaultPageSize: 10 })} />
      {editing && (
        <Suspense fallback={<DialogLoading testId={`${kind}-dialog-loading`} />}>
          <NationalityReligionDialog kind={kind} editing={editing} {...crud.dialogProps} />
        </Suspense>
      )}
    </Card>
  );
}
