import { CopyOutlined } from '@ant-design/icons';
import type { Device, Gate, RegisteredDevice } from '@presently/contracts';
import { Alert, Button, Drawer, Form, Input, Modal, Space, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { QueryTable } from '../../shared/ui/crud';
import { NameField } from '../../shared/ui/NameField';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';
import { useListDevicesQuery, useRegisterDeviceMutation, useRevokeDeviceMutation } from './gatesApi';

/**
 * A gate's devices in a drawer: register one (its key shown once), revoke one. Loaded when first
 * opened (GatesPage), with its form and dialog.
 */
export function DevicesDrawer({ gate, onClose }: { gate: Gate; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const timeZone = useAppSelector(selectCurrentUser)?.company?.timezone;
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const [form] = Form.useForm<{ name: string }>();
  const devices = useListDevicesQuery(gate.id, { refetchOnMountOrArgChange: true });
  const [register, registerState] = useRegisterDeviceMutation();
  const [revoke] = useRevokeDeviceMutation();
  const [formError, setFormError] = useState<unknown>(null);
  // The key of the device just registered: shown once, then forgotten.
  const [registered, setRegistered] = useState<RegisteredDevice | null>(null);

  const onRegister = async ({ name }: { name: string }) => {
    setFormError(null);
    const result = await register({ gateId: gate.id, name: name.trim() });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, ['name']));
      return;
    }
    form.resetFields();
    setRegistered(result.data);
  };

  const onRevoke = async (device: Device) => {
    const ok = await confirm({ title: t('devices.revokeTitle'), content: t('devices.revokeBody', { name: device.name }), okText: t('devices.revoke') });
    if (ok) feedback(await revoke({ id: device.id, gateId: gate.id }), t('devices.revoked', { name: device.name }));
  };

  const columns: TableProps<Device>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('devices.name') },
    { key: 'key', dataIndex: 'key_hint', title: t('devices.keyHint'), render: (hint: string) => <Typography.Text code>…{hint}</Typography.Text> },
    { key: 'created', dataIndex: 'created_at', title: t('devices.registeredAt'), className: 'nowrap', render: (value: string) => formatDateTime(value, { timeZone }) },
    {
      key: 'status',
      dataIndex: 'revoked',
      title: t('gates.status'),
      render: (revoked: boolean) => <Tag color={revoked ? 'red' : 'green'}>{revoked ? t('devices.revokedTag') : t('gates.active')}</Tag>,
    },
    {
      key: 'actions',
      title: t('actions.title'),
      render: (_value, device) =>
        device.revoked ? null : (
          <Button type="link" size="small" danger onClick={() => void onRevoke(device)}>
            {t('devices.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Drawer open width={720} title={t('devices.title', { gate: gate.name })} onClose={onClose} destroyOnHidden data-testid="devices-drawer">
      <Form<{ name: string }> form={form} name="register-device" layout="inline" onFinish={(values) => void onRegister(values)} className="inline-form" data-testid="register-device-form">
        <NameField label={t('devices.name')} />
        <Button type="primary" htmlType="submit" loading={registerState.isLoading}>
          {t('devices.register')}
        </Button>
      </Form>
      {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
      <QueryTable<Device> query={devices} size="small" columns={columns} pagination={pagination({ defaultPageSize: 10 })} />
      {registered && <DeviceKeyDialog device={registered} onClose={() => setRegistered(null)} />}
    </Drawer>
  );
}

/** The device key, this once (only its hash is kept): with a copy button and a warning. */
function DeviceKeyDialog({ device, onClose }: { device: RegisteredDevice; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = useAppApi();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(device.device_key);
      void message.success(t('devices.keyCopied'));
    } catch {
      void message.error(t('devices.copyFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('devices.keyTitle', { name: device.name })}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('devices.keyDone')}
        </Button>
      }
      destroyOnHidden
    >
      <div data-testid="device-key-dialog">
        <Alert type="warning" showIcon className="form-error" message={t('devices.keyWarning')} />
        <Typography.Paragraph>{t('devices.keyIntro')}</Typography.Paragraph>
        <Space.Compact className="device-key">
          <Input readOnly value={device.device_key} aria-label={t('devices.key')} data-testid="device-key" onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('devices.copyKey')}
          </Button>
        </Space.Compact>
      </div>
    </Modal>
  );
}
