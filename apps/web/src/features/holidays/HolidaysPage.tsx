import { CopyOutlined, FlagOutlined } from '@ant-design/icons';
import { HOLIDAY_TYPES, type Holiday } from '@presently/contracts';
import { Button, DatePicker, Form, Select, Space, Switch, Tag, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, dayOf, formatDay, isoDayOf } from '../../shared/dates';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { AddButton, crudTexts, NameField, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PageHeading } from '../../shared/ui/PageHeading';
import { errorKeyOf, hasStatus } from '../../shared/ui/QueryState';
import { useCatalogueName, useListNationalitiesReligionsQuery } from '../nationalities-religions';
import {
  useCopyHolidaysMutation,
  useCreateHolidayMutation,
  useDeleteHolidayMutation,
  useListHolidaysQuery,
  useUpdateHolidayMutation,
  type HolidayInput,
} from './holidaysApi';
import { OfficialHolidaysDialog } from './OfficialHolidaysDialog';

interface HolidayFormValues extends Omit<HolidayInput, 'date'> {
  date: Dayjs | null;
}

const TEXTS = crudTexts('holidays');
/** Years offered by the year picker, around the current one. */
const YEARS_BACK = 10;
const YEARS_AHEAD = 5;
const TYPE_COLORS: Record<string, string> = { public: 'blue', ethnic: 'purple', religious: 'gold' };

/**
 * `/holiday`: a year's holidays. Deleting one on which users have rest days asks twice (the server
 * answers 409 holiday_has_rest_days until the request is sent again with confirm=true). A year's
 * holidays can be copied into the next year, or filled from a country's official holidays.
 */
export function HolidaysPage() {
  const { t } = useTranslation('admin');
  const currentYear = new Date().getFullYear();
  const [year, setYear] = useState(currentYear);
  const [fillingOfficial, setFillingOfficial] = useState(false);
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const holidays = useListHolidaysQuery(year, { refetchOnMountOrArgChange: true });
  const nationalities = useListNationalitiesReligionsQuery('nationalities');
  const religions = useListNationalitiesReligionsQuery('religions');
  const catalogueName = useCatalogueName();
  const entryName = (kind: 'nationalities' | 'religions', entry: { name: string; builtin_key?: string | null } | undefined) => (entry ? catalogueName(kind, entry) : undefined);
  const [create] = useCreateHolidayMutation();
  const [update] = useUpdateHolidayMutation();
  const [remove] = useDeleteHolidayMutation();
  const [copy, copyState] = useCopyHolidaysMutation();
  const crud = useCrudTable<Holiday>({
    texts: TEXTS,
    nameOf: (holiday) => `${formatDay(holiday.date)} ${holiday.description}`,
    remove: async (holiday) => {
      const result = await remove({ id: holiday.id });
      if (!('error' in result && hasStatus(result.error, 409) && errorKeyOf(result.error) === 'holiday_has_rest_days')) return result;
      const sure = await confirm({
        title: t('holidays.restDaysTitle'),
        content: t('errors:holiday_has_rest_days'),
        okText: t('holidays.deleteAnyway'),
      });
      return sure ? remove({ id: holiday.id, confirm: true }) : null;
    },
  });
  const { editing } = crud;

  const years = Array.from({ length: YEARS_BACK + YEARS_AHEAD + 1 }, (_, index) => currentYear - YEARS_BACK + index);
  if (!years.includes(year)) years.push(year);

  const audience = (holiday: Holiday) => {
    if (holiday.for_all) return t('holidays.forAll');
    const names = [
      entryName('nationalities', nationalities.data?.find((item) => item.id === holiday.nationality_id)),
      entryName('religions', religions.data?.find((item) => item.id === holiday.religion_id)),
    ].filter(Boolean);
    return names.length > 0 ? names.join(', ') : t('none');
  };

  const onCopy = async () => {
    const ok = await confirm({
      title: t('holidays.copyTitle', { from: year, to: year + 1 }),
      content: t('holidays.copyBody', { from: year, to: year + 1 }),
      okText: t('holidays.copy', { to: year + 1 }),
      danger: false,
    });
    if (!ok) return;
    const result = await copy(year);
    if (feedback(result, t('holidays.copied', { count: 'data' in result ? (result.data?.copied ?? 0) : 0, to: year + 1 }))) setYear(year + 1);
  };

  const columns: TableProps<Holiday>['columns'] = [
    { key: 'date', dataIndex: 'date', title: t('holidays.date'), render: formatDay, sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'ascend' },
    { key: 'description', dataIndex: 'description', title: t('holidays.description') },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('holidays.type'),
      render: (type: string) => <Tag color={TYPE_COLORS[type]}>{t(`holidays.types.${type}`, { defaultValue: type })}</Tag>,
    },
    { key: 'audience', title: t('holidays.audience'), render: (_value, holiday) => audience(holiday) },
    crud.actionsColumn(),
  ];

  return (
    <section className="page" data-testid="holidays-page">
      <div className="page-title-row">
        <PageHeading titleKey="holidays" />
        <Space wrap>
          <Select<number>
            aria-label={t('holidays.year')}
            value={year}
            onChange={setYear}
            options={years.map((value) => ({ value, label: String(value) }))}
            className="year-select"
            data-testid="holiday-year"
          />
          <Button icon={<CopyOutlined />} loading={copyState.isLoading} onClick={() => void onCopy()} disabled={!holidays.data?.length}>
            {t('holidays.copy', { to: year + 1 })}
          </Button>
          <Button icon={<FlagOutlined />} onClick={() => setFillingOfficial(true)} data-testid="fill-official">
            {t('holidays.fill')}
          </Button>
          <AddButton primary label={crud.addLabel} onClick={() => crud.setEditing('new')} />
        </Space>
      </div>
      <QueryTable<Holiday> query={holidays} columns={columns} pagination={crud.pagination()} scroll={{ x: true }} />
      {fillingOfficial && (
        <OfficialHolidaysDialog
          year={year}
          years={years}
          onClose={() => setFillingOfficial(false)}
          onSaved={(saved) => {
            setFillingOfficial(false);
            setYear(saved);
          }}
        />
      )}
      {editing && (
        <FormDialog<HolidayFormValues>
          {...crud.dialogProps}
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
      )}
    </section>
  );
}
