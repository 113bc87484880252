import type { Gate } from '@presently/contracts';
import { Button, Tag, type TableProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../shared/lazyChunk';
import { crudTexts, PageTitleWithAdd, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { useDeleteGateMutation, useListGatesQuery } from './gatesApi';

const TEXTS = crudTexts('gates');
/** The gate's dialog and the devices' drawer (antd's Form, Modal, Drawer) arrive when first opened (issue 14). */
const GateDialog = lazyPart(() => import('./GateDialog').then((m) => m.GateDialog), ['admin']);
const DevicesDrawer = lazyPart(() => import('./GateDevicesDrawer').then((m) => m.DevicesDrawer), ['admin']);

/** `/gates` (roles 1 and 7): gates, and in a drawer each gate's devices (register, revoke). */
export function GatesPage() {
  const { t } = useTranslation('admin');
  const gates = useListGatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useDeleteGateMutation();
  const crud = useCrudTable<Gate>({ texts: TEXTS, remove: (gate) => remove(gate.id) });
  const { editing } = crud;
  const [devicesOf, setDevicesOf] = useState<Gate | null>(null);

  const columns: TableProps<Gate>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('gates.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('gates.status'),
      render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{active ? t('gates.active') : t('gates.inactive')}</Tag>,
    },
    { key: 'devices', dataIndex: 'device_count', title: t('gates.deviceCount') },
    crud.actionsColumn({
      wrap: true,
      before: (gate) => (
        <Button type="link" size="small" onClick={() => setDevicesOf(gate)}>
          {t('gates.devices')}
        </Button>
      ),
    }),
  ];

  return (
    <section className="page" data-testid="gates-page">
      <PageTitleWithAdd titleKey="gates" addLabel={crud.addLabel} onAdd={() => crud.setEditing('new')} />
      <QueryTable<Gate> query={gates} columns={columns} pagination={crud.pagination()} scroll={{ x: true }} />
      {editing && (
        <Suspense fallback={<DialogLoading testId="gate-dialog-loading" />}>
          <GateDialog editing={editing} {...crud.dialogProps} />
        </Suspense>
      )}
      {devicesOf && (
        <Suspense fallback={<DialogLoading testId="devices-drawer-loading" />}>
          <DevicesDrawer gate={devicesOf} onClose={() => setDevicesOf(null)} />
        </Suspense>
      )}
    </section>
  );
}
