import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, isoDayOf } from '../../shared/dates';
import { FilterSelect, type FilterSelectProps } from '../../shared/ui/FilterSelect';

/** The users filter (the users in scope), searched by name. */
export function UserFilter(props: Omit<FilterSelectProps<number>, 'label' | 'searchable'>) {
  const { t } = useTranslation('presence');
  return <FilterSelect<number> {...props} label={t('filters.user')} searchable />;
}

/** An optional period (either end may be left open); days as yyyy-mm-dd. */
export function PeriodFilter({ onChange }: { onChange: (period: { from?: string; to?: string }) => void }) {
  const { t } = useTranslation('presence');
  return (
    <DatePicker.RangePicker
      format={DATE_FORMAT}
      aria-label={t('history.period')}
      allowEmpty={[true, true]}
      onChange={(range) => onChange({ from: isoDayOf(range?.[0]) ?? undefined, to: isoDayOf(range?.[1]) ?? undefined })}
    />
  );
}
