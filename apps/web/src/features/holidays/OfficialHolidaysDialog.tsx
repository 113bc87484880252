import { OFFICIAL_HOLIDAY_COUNTRIES, type OfficialHoliday, type OfficialHolidayCountry } from '@presently/contracts';
import { Alert, Form, Modal, Select, Space, Table, Tag, type ButtonProps, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { LoadError } from '../../shared/ui/QueryState';
import { usePreviewOfficialHolidaysQuery, useSaveOfficialHolidaysMutation } from './holidaysApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

const TYPE_COLORS: Record<string, string> = { public: 'blue', ethnic: 'purple', religious: 'gold' };

interface Props {
  /** The year the page shows: the dialog starts there. */
  year: number;
  years: number[];
  onClose: () => void;
  /** After a save: the page shows the saved year. */
  onSaved: (year: number) => void;
}

/**
 * "Fill from official holidays": the official holidays of North Macedonia or Bulgaria for a year as
 * the server computes them from the labour law (days moved from a weekend included), previewed with
 * what the company already has; saving adds only the rest.
 */
export function OfficialHolidaysDialog({ year: initialYear, years, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const { message } = useAppApi();
  const [country, setCountry] = useState<OfficialHolidayCountry>('MK');
  const [year, setYear] = useState(initialYear);
  const preview = usePreviewOfficialHolidaysQuery({ country, year }, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSaveOfficialHolidaysMutation();
  const [saveError, setSaveError] = useState<unknown>(null);
  const items = preview.data ?? [];
  const toAdd = items.filter((h) => !h.saved && !h.audience_missing).length;

  const onSave = async () => {
    setSaveError(null);
    const result = await save({ country, year });
    if ('error' in result) {
      setSaveError(result.error);
      return;
    }
    void message.success(t('holidays.official.saved', { count: result.data.saved, existing: result.data.existing, year }));
    onSaved(year);
  };

  const columns: TableProps<OfficialHoliday>['columns'] = [
    { key: 'date', dataIndex: 'date', title: t('holidays.date'), className: 'nowrap', render: formatDay, width: 130 },
    {
      key: 'description',
      title: t('holidays.description'),
      render: (_value, h) => (
        <>
          {h.description}
          {h.moved_from ? <div>
              <Typography.Text type="secondary">{t('holidays.official.movedFrom', { date: formatDay(h.moved_from) })}</Typography.Text>
            </div> : null}
        </>
      ),
    },
    { key: 'type', dataIndex: 'type', title: t('holidays.type'), render: (type: string) => <Tag color={TYPE_COLORS[type]}>{t(`holidays.types.${type}`)}</Tag> },
    { key: 'audience', title: t('holidays.audience'), render: (_value, h) => (h.for_all ? t('holidays.forAll') : h.audience_name) },
    {
      key: 'state',
      title: t('holidays.official.state'),
      render: (_value, h) =>
        h.audience_missing ? (
          <Tag color="orange">{t('holidays.official.missing')}</Tag>
        ) : h.saved ? (
          <Tag>{t('holidays.official.exists')}</Tag>
        ) : (
          <Tag color="green">{t('holidays.official.new')}</Tag>
        ),
    },
  ];

  return (
    <Modal
      open
      title={t('holidays.official.title')}
      okText={t('holidays.official.save', { count: toAdd })}
      cancelText={t('actions.cancel')}
      onOk={() => void onSave()}
      onCancel={onClose}
      confirmLoading={saving.isLoading}
      okButtonProps={{ disabled: toAdd === 0, 'data-testid': 'official-save' } as ButtonProps}
      width={900}
      destroyOnHidden
    >
      <div data-testid="official-holidays-dialog">
        <Form layout="inline" className="official-holidays-filters">
          <Space wrap>
            <Form.Item label={t('holidays.official.country')}>
              <Select<OfficialHolidayCountry>
                aria-label={t('holidays.official.country')}
                value={country}
                onChange={setCountry}
                options={OFFICIAL_HOLIDAY_COUNTRIES.map((value) => ({ value, label: t(`holidays.official.countries.${value}`) }))}
                data-testid="official-country"
                className="country-select"
              />
            </Form.Item>
            <Form.Item label={t('holidays.year')}>
              <Select<number>
                aria-label={t('holidays.official.year')}
                value={year}
                onChange={setYear}
                options={years.map((value) => ({ value, label: String(value) }))}
                className="year-select"
              />
            </Form.Item>
          </Space>
        </Form>
        <p>{t('holidays.official.intro')}</p>
        {preview.error ? <LoadError error={preview.error} /> : null}
        {saveError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(saveError)} /> : null}
        <Table<OfficialHoliday>
          rowKey={(h) => `${h.date}|${h.nationality_id ?? 0}|${h.religion_id ?? 0}|${h.audience_name ?? ''}`}
          dataSource={items}
          columns={columns}
          loading={preview.isFetching}
          pagination={false}
          size="small"
          scroll={{ y: 420, x: true }}
        />
      </div>
    </Modal>
  );
}
