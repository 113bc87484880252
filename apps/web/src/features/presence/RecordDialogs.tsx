import type { PresenceAuditEntry, PresenceKind, PresenceRecordView, RecordUpdate } from '@presently/contracts';
import { DatePicker, Descriptions, Form, Input, Modal, Select, Tag, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/formatDate';
import { QueryTable } from '../../shared/ui/crud';
import { FormDialog } from '../../shared/ui/FormDialog';
import { MAX_COMMENT } from './DayPanel';
import { useCreateRecordMutation, useDeleteRecordMutation, useRecordAuditQuery, useUpdateRecordMutation } from './presenceApi';
import { PRESENCE_KINDS } from './presenceKinds';
import { instantOfWall, wallOf } from './presenceTime';
import { KindTag, recordSpan } from './presenceUi';

/** Date and time pickers: dd-Mon-yyyy hh:mm (spec section 9). */
export const DATE_TIME_FORMAT = 'DD-MMM-YYYY HH:mm';

export interface RecordFormValues {
  user_id?: number;
  kind: PresenceKind;
  start: Dayjs | null;
  end: Dayjs | null;
  reason: string;
}

/** Presence cannot be recorded for days to come (the server refuses future times). */
const afterToday = (day: Dayjs): boolean => day.isAfter(dayjs().endOf('day'));

/** A result the form shows like the server's own `{ error }` (a check made before sending). */
const localError = (key: string) => ({ error: { status: 422, data: { error: key } } });

/**
 * What an edit changes: only the fields that differ from the record, and always the reason.
 * Null when nothing changed (the server would answer no_changes_to_save).
 */
export function updateOf(record: PresenceRecordView, values: RecordFormValues, zone: string | undefined): RecordUpdate | null {
  const update: RecordUpdate = { reason: values.reason.trim() };
  const start = instantOfWall(values.start, zone);
  const end = instantOfWall(values.end, zone);
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Date(a).getTime() === new Date(b).getTime());
  // Seconds the pickers cannot show do not count as a change.
  const minute = (iso: string | null) => (iso === null ? null : new Date(Math.floor(new Date(iso).getTime() / 60_000) * 60_000).toISOString());
  if (start !== null && !same(start, minute(record.start))) update.start = start;
  if (!same(end, minute(record.end))) update.end = end;
  if (values.kind !== record.kind) update.kind = values.kind;
  return Object.keys(update).length > 1 ? update : null;
}

interface RecordDialogProps {
  /** The record to edit, or null for a new one. */
  record: PresenceRecordView | null;
  zone: string | undefined;
  users: { value: number; label: string }[];
  userName: (id: number) => string;
  onClose: () => void;
}

/**
 * Adds or edits a record (spec section 3): new times and kind, a required reason of at most 250
 * characters; an edit shows the times before earlier edits and as first registered.
 */
export function RecordDialog({ record, zone, users, userName, onClose }: RecordDialogProps) {
  const { t } = useTranslation('presence');
  const [create] = useCreateRecordMutation();
  const [update] = useUpdateRecordMutation();
  const open = t('week.now');

  const submit = async (values: RecordFormValues): Promise<{ error?: unknown }> => {
    if (record) {
      const changes = updateOf(record, values, zone);
      if (!changes) return localError('no_changes_to_save');
      return update({ id: record.id, update: changes });
    }
    return create({
      user_id: values.user_id as number,
      kind: values.kind,
      start: instantOfWall(values.start, zone) as string,
      end: instantOfWall(values.end, zone),
      reason: values.reason.trim(),
    });
  };

  return (
    <FormDialog<RecordFormValues>
      testId="record-dialog"
      title={record ? t('edit.title', { name: userName(record.user_id) }) : t('edit.addTitle')}
      initialValues={
        record
          ? { kind: record.kind, start: wallOf(record.start, zone), end: wallOf(record.end, zone), reason: '' }
          : { kind: 'work', start: null, end: null, reason: '' }
      }
      serverFields={['user_id', 'kind', 'start', 'end', 'reason']}
      successMessage={t('edit.saved')}
      onClose={onClose}
      onSubmit={submit}
    >
      {record ? (
        <Descriptions
          size="small"
          column={1}
          className="record-times"
          data-testid="record-times"
          items={[
            { key: 'current', label: t('edit.current'), children: recordSpan(record, zone, open) },
            {
              key: 'previous',
              label: t('edit.previous'),
              children: record.previous_start ? recordSpan({ start: record.previous_start, end: record.previous_end }, zone, open) : t('edit.never'),
            },
            {
              key: 'registered',
              label: t('edit.registered'),
              children: record.registered_start ? recordSpan({ start: record.registered_start, end: record.registered_end }, zone, open) : t('edit.never'),
            },
            ...(record.updated_at
              ? [
                  {
                    key: 'updated',
                    label: t('edit.updated'),
                    children: `${record.updated_by_name ?? `#${record.updated_by ?? '?'}`}, ${formatDateTime(record.updated_at, { timeZone: zone })}`,
                  },
                  { key: 'reason', label: t('edit.lastReason'), children: record.reason ?? '' },
                ]
              : []),
          ]}
        />
      ) : (
        <Form.Item label={t('edit.user')} name="user_id" rules={[{ required: true, message: t('errors:field_required') }]}>
          <Select<number> showSearch optionFilterProp="label" options={users} />
        </Form.Item>
      )}
      <Form.Item label={t('edit.kind')} name="kind" rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select<PresenceKind> options={PRESENCE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      </Form.Item>
      <Form.Item label={t('edit.start')} name="start" rules={[{ required: true, message: t('errors:field_required') }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} className="date-input" disabledDate={afterToday} />
      </Form.Item>
      <Form.Item
        label={t('edit.end')}
        name="end"
        extra={t('edit.endHint')}
        dependencies={['start']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: Dayjs | null) => {
              const start = getFieldValue('start') as Dayjs | null;
              return value && start && !value.isAfter(start) ? Promise.reject(new Error(t('errors:end_before_start'))) : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMAT} className="date-input" disabledDate={afterToday} />
      </Form.Item>
      <ReasonField />
    </FormDialog>
  );
}

/** The reason of an edit or a delete: required, at most 250 characters. */
function ReasonField() {
  const { t } = useTranslation('presence');
  return (
    <Form.Item
      label={t('edit.reason')}
      name="reason"
      rules={[
        { required: true, whitespace: true, message: t('errors:field_required') },
        { max: MAX_COMMENT, message: t('errors:max_250_characters') },
      ]}
    >
      <Input.TextArea rows={3} count={{ show: true, max: MAX_COMMENT }} />
    </Form.Item>
  );
}

/** Deletes a record, with a required reason (kept in the audit trail). */
export function DeleteRecordDialog({ record, zone, onClose }: { record: PresenceRecordView; zone: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('presence');
  const [remove] = useDeleteRecordMutation();
  return (
    <FormDialog<{ reason: string }>
      testId="delete-record-dialog"
      title={t('edit.deleteTitle')}
      okText={t('admin:actions.delete')}
      initialValues={{ reason: '' }}
      serverFields={['reason']}
      successMessage={t('edit.deleted')}
      onClose={onClose}
      onSubmit={({ reason }) => remove({ id: record.id, reason: reason.trim() })}
    >
      <p>{t('edit.deleteBody', { kind: t(`kinds.${record.kind}`), span: recordSpan(record, zone, t('week.now')) })}</p>
      <ReasonField />
    </FormDialog>
  );
}

const ACTION_COLORS: Record<PresenceAuditEntry['action'], string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  merge: 'purple',
  trim: 'gold',
  auto_stop: 'cyan',
};

/** Every change of a record: what, by whom, when and why, before and after. */
export function AuditDialog({ record, zone, onClose }: { record: PresenceRecordView; zone: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('presence');
  const audit = useRecordAuditQuery(record.id, { refetchOnMountOrArgChange: true });
  const open = t('week.now');
  const state = (value: PresenceAuditEntry['before']) =>
    value ? (
      <>
        <KindTag kind={value.kind} /> {recordSpan(value, zone, open)}
      </>
    ) : (
      t('edit.never')
    );
  const columns: TableProps<PresenceAuditEntry>['columns'] = [
    { key: 'at', title: t('audit.at'), className: 'nowrap', render: (_value, entry) => formatDateTime(entry.at, { timeZone: zone }) },
    { key: 'action', title: t('audit.action'), render: (_value, entry) => <Tag color={ACTION_COLORS[entry.action]}>{t(`audit.actions.${entry.action}`)}</Tag> },
    { key: 'actor', title: t('audit.actor'), render: (_value, entry) => entry.actor_name ?? (entry.actor_user_id ? `#${entry.actor_user_id}` : t('audit.system')) },
    { key: 'reason', dataIndex: 'reason', title: t('edit.reason') },
    { key: 'before', title: t('audit.before'), render: (_value, entry) => state(entry.before) },
    { key: 'after', title: t('audit.after'), render: (_value, entry) => state(entry.after) },
  ];
  return (
    <Modal open title={t('audit.title')} onCancel={onClose} footer={null} width={960} destroyOnHidden>
      <div data-testid="audit-dialog">
        <QueryTable<PresenceAuditEntry> query={audit} size="small" columns={columns} pagination={false} scroll={{ x: true }} />
      </div>
    </Modal>
  );
}
