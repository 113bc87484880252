import { HOLIDAY_TYPES, type Holiday } from '@presently/contracts';
import { DatePicker, Form, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, dayOf, isoDayOf } from '../../shared/dates';
import { type EditDialogProps, FormDialog } from '../../shared/ui/FormDialog';
import { NameField } from '../../shared/ui/NameField';
import { useCatalogueName, useListNationalitiesReligionsQuery } from '../nationalities-religions';
import { useCreateHolidayMutation, useUpdateHolidayMutation, type HolidayInput } from './holidaysApi';

interface HolidayFormValues extends Omit<HolidayInput, 'date'> {
  date: Dayjs | null;
}

export type HolidayDialogProps = EditDialogProps<Holiday>;

/**
 * Adding or changing a holiday: date, description, type, and for whom (everyone, or a nationality
 * or religion). Loaded when first opened (HolidaysPage), with its date picker.
 */
export function HolidayDialog({ editing, ...dialogProps }: HolidayDialogProps) {
  const { t } = useTranslation('admin');
  // The page asked for both lists already (its audience column): the same cache entries.
  const nationalities = useListNationalitiesReligionsQuery('nationalities');
  const religions = useListNationalitiesReligionsQuery('religions');
  const catalogueName = useCatalogueName();
  const [create] = useCreateHolidayMutation();
  const [update] = useUpdateHolidayMutation();
  return (
    <FormDialog<HolidayFormValues>
      {...dialogProps}
      testId="holiday-dialog"
      initialValues={
        editing === 'new'
          ? { date: null, description: '', type: 'public', for_all: true, nationality_id: null, religion_id: null }
          : { ...editing, date: dayOf(editing.date) }
      }
      serverFields={['date', 'description', 'type', 'for_all', 'nationality_id', 'religion_id']}
      onSubmit={(values) => {
        const forAll = values.for_all !== false;
        const input: HolidayInput = {
          date: isoDayOf(values.date) ?? '',
          description: values.description.trim(),
          type: values.type,
          for_all: forAll,
          nationality_id: forAll ? null : (values.nationality_id ?? null),
          religion_id: forAll ? null : (values.religion_id ?? null),
        };
        return editing === 'new' ? create(input) : update({ id: editing.id, input });
      }}
    >
      {(form) => (
        <>
          <Form.Item label={t('holidays.date')} name="date" rules={[{ required: true, message: t('errors:field_required') }]}>
            <DatePicker format={DATE_FORMAT} className="date-input" />
          </Form.Item>
          <NameField label={t('holidays.description')} name="description" />
          <Form.Item label={t('holidays.type')} name="type" rules={[{ required: true, message: t('errors:field_required') }]}>
            <Select options={HOLIDAY_TYPES.map((type) => ({ value: type, label: t(`holidays.types.${type}`) }))} />
          </Form.Item>
          <Form.Item label={t('holidays.forAll')} name="for_all" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(before, after) => before.for_all !== after.for_all}>
            {() =>
              form.getFieldValue('for_all') === false ? (
                <>
                  <Form.Item
                    label={t('holidays.nationality')}
                    name="nationality_id"
                    dependencies={['religion_id']}
                    rules={[
                      {
                        validator: () =>
                          form.getFieldValue('nationality_id') || form.getFieldValue('religion_id')
                            ? Promise.resolve()
                            : Promise.reject(new Error(t('errors:nationality_or_religion_required'))),
                      },
                    ]}
                  >
                    <Select allowClear options={(nationalities.data ?? []).map((item) => ({ value: item.id, label: catalogueName('nationalities', item) }))} />
                  </Form.Item>
                  <Form.Item label={t('holidays.religion')} name="religion_id">
                    <Select allowClear options={(religions.data ?? []).map((item) => ({ value: item.id, label: catalogueName('religions', item) }))} />
                  </Form.Item>
                </>
              ) : null
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
