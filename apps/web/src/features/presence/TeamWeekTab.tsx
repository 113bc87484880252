import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TeamFilter, TeamWeekRow, TeamWeekView } from '@presently/contracts';
import { Button, Select, Space, Table, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatDay } from '../../shared/dates';
import { ColorTag } from '../../shared/ui/ColorTag';
import { LoadError } from '../../shared/ui/QueryState';
import { showsWeekday } from '../../shared/weekends';
import { useTeamWeekQuery } from './presenceApi';
import { typeColor } from './presenceKinds';
import { companyZoneOf, formatDuration, isoWeekdayOf, isoWeekOf, isoWeekRange, isoWeeksInYear, todayIn } from './presenceTime';
import { TeamFilters } from './TodayTab';

type TeamDay = TeamWeekRow['days'][number];

/** The week's dates a team table shows: Saturday and Sunday per the flags, or when anyone worked then (shared/weekends). */
export function visibleTeamDates(week: Pick<TeamWeekView, 'rows' | 'show_saturday' | 'show_sunday' | 'start'>): string[] {
  const dates = Array.from({ length: 7 }, (_, index) => {
    const [year, month, day] = week.start.split('-').map(Number);
    return new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10);
  });
  const worked = (date: string) =>
    week.rows.some((row) => row.days.some((day) => day.date === date && (day.totals.worked_minutes > 0 || day.totals.by_type.length > 0)));
  return dates.filter((date) => showsWeekday(isoWeekdayOf(date), week, worked(date)));
}

/** One user's day: worked time, with the day's holiday, absence or rest day marked. */
function DayCell({ day }: { day: TeamDay | undefined }) {
  const { t } = useTranslation('presence');
  if (!day) return null;
  const mark = day.holiday
    ? { color: typeColor(9), text: t('types.9'), tip: day.holiday }
    : day.absence_type_id
      ? { color: typeColor(4), text: t(`absenceTypes.${day.absence_type_id}`, { defaultValue: t('types.4') }), tip: null }
      : day.rest_day
        ? { color: typeColor(23), text: t('types.23'), tip: null }
        : null;
  return (
    <Space size={4} wrap>
      <span>{formatDuration(day.totals.worked_minutes)}</span>
      {mark ? (
        <Tooltip title={mark.tip}>
          <ColorTag color={mark.color}>{mark.text}</ColorTag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** /presence, Weekly: users by days of an ISO week, worked time per day and for the week. */
export function TeamWeekTab() {
  const { t } = useTranslation(['presence', 'admin']);
  const user = useAppSelector(selectCurrentUser);
  const today = todayIn(companyZoneOf(user));
  const [week, setWeek] = useState(() => isoWeekOf(today));
  const [filter, setFilter] = useState<TeamFilter>({});
  const view = useTeamWeekQuery({ ...week, ...filter }, { refetchOnMountOrArgChange: true });

  const thisYear = isoWeekOf(today).year;
  const years = [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
  if (!years.includes(week.year)) years.push(week.year);
  const weekOptions = Array.from({ length: isoWeeksInYear(week.year) }, (_, index) => {
    const range = isoWeekRange(week.year, index + 1);
    return { value: index + 1, label: t('week.option', { weeknum: index + 1, start: formatDay(range.start), end: formatDay(range.end) }) };
  });
  const shift = (days: number) => {
    const { start } = isoWeekRange(week.year, week.weeknum);
    const [y, m, d] = start.split('-').map(Number);
    setWeek(isoWeekOf(new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)));
  };

  const dates = view.data ? visibleTeamDates(view.data) : [];
  const columns: TableProps<TeamWeekRow>['columns'] = [
    { key: 'name', dataIndex: 'full_name', title: t('today.user'), fixed: 'left' },
    ...dates.map((date) => ({
      key: date,
      title: (
        <span>
          {t(`admin:weekdays.${isoWeekdayOf(date)}`)}
          <br />
          <span className="date-text">{formatDay(date)}</span>
        </span>
      ),
      render: (_value: unknown, row: TeamWeekRow) => <DayCell day={row.days.find((day) => day.date === date)} />,
    })),
    { key: 'total', title: t('week.total'), render: (_value, row) => <strong>{formatDuration(row.totals.worked_minutes)}</strong> },
    { key: 'overtime', title: t('totals.overtime'), render: (_value, row) => formatDuration(row.totals.overtime_minutes) },
  ];

  return (
    <div data-testid="presence-weekly">
      <div className="table-filters">
        <Button icon={<LeftOutlined />} aria-label={t('week.previous')} onClick={() => shift(-7)} />
        <Select<number>
          aria-label={t('week.year')}
          className="year-select"
          value={week.year}
          options={years.map((value) => ({ value, label: String(value) }))}
          onChange={(year) => setWeek({ year, weeknum: Math.min(week.weeknum, isoWeeksInYear(year)) })}
        />
        <Select<number>
          aria-label={t('week.pick')}
          className="week-select"
          value={week.weeknum}
          options={weekOptions}
          onChange={(weeknum) => setWeek({ year: week.year, weeknum })}
        />
        <Button icon={<RightOutlined />} aria-label={t('week.next')} onClick={() => shift(7)} />
        <Button onClick={() => setWeek(isoWeekOf(today))}>{t('week.current')}</Button>
        <TeamFilters value={filter} onChange={setFilter} />
      </div>
      {view.error ? <LoadError error={view.error} /> : null}
      <Table<TeamWeekRow>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={view.data?.rows ?? []}
        loading={view.isFetching}
        pagination={false}
        scroll={{ x: true }}
      />
    </div>
  );
}
