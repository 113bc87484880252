import type { MonthClosure } from '@presently/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatMonth } from '../../shared/dates';
import { FormDialog } from '../../shared/ui/FormDialog';
import { useListDepartmentsQuery } from '../structure';
import { monthHasEnded } from './closedMonths';
import { useCloseMonthMutation, useReopenMonthMutation } from './monthClosuresApi';

interface CloseValues {
  month: Dayjs | null;
  department_id: number | null;
  reason: string;
}

const MONTH_FORMAT = 'MMM YYYY';

// The month closures page's dialogs, loaded when one is first opened (MonthClosuresPage).

/** Closing an ended month for the company or a department; the month picker offers only ended months. */
export function CloseMonthDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const zone = useAppSelector(selectCurrentUser)?.company?.timezone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  // The page asked for them already: the same cache entry.
  const departments = useListDepartmentsQuery();
  const [close] = useCloseMonthMutation();
  return (
    <FormDialog<CloseValues>
      title={t('monthClosures.closeTitle')}
      testId="close-month-dialog"
      okText={t('monthClosures.closeOk')}
      initialValues={{ month: null, department_id: null, reason: '' }}
      serverFields={['month', 'department_id', 'reason']}
      successMessage={t('monthClosures.closedNotice')}
      onClose={onClose}
      onSubmit={(values) =>
        close({ month: values.month?.format('YYYY-MM') ?? '', department_id: values.department_id ?? undefined, reason: values.reason?.trim() || undefined })
      }
    >
      <Form.Item label={t('monthClosures.month')} name="month" rules={[{ required: true, message: t('errors:month_invalid') }]}>
        <DatePicker picker="month" format={MONTH_FORMAT} className="date-input" disabledDate={(d) => !monthHasEnded(d.format('YYYY-MM'), today)} />
      </Form.Item>
      <Form.Item label={t('monthClosures.department')} name="department_id">
        <Select
          allowClear
          placeholder={t('monthClosures.wholeCompany')}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item label={t('monthClosures.reason')} name="reason" rules={[{ max: 250, message: t('errors:max_250_characters') }]}>
        <Input.TextArea rows={2} maxLength={250} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** Reopening a closed month, with a reason. */
export function ReopenMonthDialog({ closure, onClose }: { closure: MonthClosure; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [reopen] = useReopenMonthMutation();
  return (
    <FormDialog<{ reason: string }>
      title={t('monthClosures.reopenTitle', { month: formatMonth(closure.month) })}
      testId="reopen-month-dialog"
      okText={t('monthClosures.reopenOk')}
      initialValues={{ reason: '' }}
      serverFields={['reason']}
      successMessage={t('monthClosures.reopened', { month: formatMonth(closure.month) })}
      onClose={onClose}
      onSubmit={(values) => reopen({ id: closure.id, reason: values.reason.trim() })}
    >
      <Form.Item
        label={t('monthClosures.reopenReason')}
        name="reason"
        rules={[
          { required: true, whitespace: true, message: t('errors:field_required') },
          { max: 250, message: t('errors:max_250_characters') },
        ]}
      >
        <Input.TextArea rows={2} maxLength={250} showCount />
      </Form.Item>
    </FormDialog>
  );
}
