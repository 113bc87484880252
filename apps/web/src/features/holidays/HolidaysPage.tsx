import { CopyOutlined, FlagOutlined } from '@ant-design/icons';
import type { Holiday } from '@presently/contracts';
import { Button, Select, Space, Tag, type TableProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { lazyPart } from '../../shared/lazyChunk';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { AddButton, crudTexts, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { PageHeading } from '../../shared/ui/PageHeading';
import { errorKeyOf, hasStatus } from '../../shared/ui/QueryState';
import { useCatalogueName, useListNationalitiesReligionsQuery } from '../nationalities-religions';
import { useCopyHolidaysMutation, useDeleteHolidayMutation, useListHolidaysQuery } from './holidaysApi';

const TEXTS = crudTexts('holidays');
/** The add / edit dialog (antd's Form, Modal and date picker) and the official holidays' dialog arrive when first opened (issue 14). */
const HolidayDialog = lazyPart(() => import('./HolidayDialog').then((m) => m.HolidayDialog), ['admin']);
const OfficialHolidaysDialog = lazyPart(() => import('./OfficialHolidaysDialog').then((m) => m.OfficialHolidaysDialog), ['admin']);
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
    { key: 'date', dataIndex: 'date', title: t('holidays.date'), className: 'nowrap', render: formatDay, sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'ascend' },
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
        <Suspense fallback={<DialogLoading testId="official-holidays-loading" />}>
          <OfficialHolidaysDialog
            year={year}
            years={years}
            onClose={() => setFillingOfficial(false)}
            onSaved={(saved) => {
              setFillingOfficial(false);
              setYear(saved);
            }}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={<DialogLoading testId="holiday-dialog-loading" />}>
          <HolidayDialog editing={editing} {...crud.dialogProps} />
        </Suspense>
      )}
    </section>
  );
}
