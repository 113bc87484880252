import { ABSENCE_TYPES } from '@presently/contracts';
import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { DATE_FORMAT, dayOf, isoDayOf } from '../../shared/dates';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { teamFiltersFor, useScopedUsers } from '../presence';
import { useListDepartmentsQuery, useListTeamsQuery, useStructureName } from '../structure';
import type { ReportBucket, ReportFilters, ReportKind } from './reportTypes';

interface Props {
  kind: ReportKind;
  value: ReportFilters;
  onChange: (filters: ReportFilters) => void;
}

/**
 * The filters of every report: the period (dd-Mon-yyyy, at most a year), then only the lists the
 * role may read — departments for HR and administrators, teams also for department managers (the
 * administration lists behind them), the users in scope for everyone — the absence type, and the
 * bucket of the periodic report. The server scopes the rows whatever is chosen.
 */
export function ReportFiltersBar({ kind, value, onChange }: Props) {
  const { t } = useTranslation('reports');
  const { t: tAbsences } = useTranslation('absences');
  const user = useAppSelector(selectCurrentUser);
  const offered = teamFiltersFor(user);
  const departments = useListDepartmentsQuery(undefined, { skip: !offered.departments });
  const teams = useListTeamsQuery(undefined, { skip: !offered.teams });
  const users = useScopedUsers();
  const structureName = useStructureName();
  const change = (patch: Partial<ReportFilters>) => onChange({ ...value, ...patch });

  const teamOptions = (teams.data ?? [])
    .filter((team) => !value.department_id || team.department_id === value.department_id)
    .map((team) => ({ value: team.id, label: structureName(team) }));
  const from = dayOf(value.from);
  const to = dayOf(value.to);

  return (
    <div className="table-filters report-filters" data-testid="report-filters">
      <DatePicker.RangePicker
        format={DATE_FORMAT}
        aria-label={t('filters.period')}
        allowClear={false}
        value={[from, to]}
        presets={[
          { label: t('filters.lastMonth'), value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')] },
          { label: t('filters.thisMonth'), value: [dayjs().startOf('month'), dayjs().endOf('month')] },
          { label: t('filters.yearToDate'), value: [dayjs().startOf('year'), dayjs()] },
        ]}
        onChange={(range) => change({ from: isoDayOf(range?.[0]) ?? '', to: isoDayOf(range?.[1]) ?? '' })}
      />
      {offered.departments && departments.data ? (
        <FilterSelect<number>
          label={t('filters.department')}
          value={value.department_id}
          options={departments.data.map((item) => ({ value: item.id, label: structureName(item) }))}
          onChange={(department_id) => change({ department_id, team_id: undefined })}
        />
      ) : null}
      {offered.teams && teams.data ? (
        <FilterSelect<number> label={t('filters.team')} value={value.team_id} options={teamOptions} onChange={(team_id) => change({ team_id })} />
      ) : null}
      <FilterSelect<number>
        label={t('filters.user')}
        value={value.user_id}
        options={users.options}
        loading={users.isLoading}
        searchable
        onChange={(user_id) => change({ user_id })}
      />
      {kind !== 'administrators' ? (
        <FilterSelect<number>
          label={t('filters.absenceType')}
          value={value.absence_type_id}
          options={ABSENCE_TYPES.map((type) => ({ value: type.id as number, label: tAbsences(`types.${type.key}`) }))}
          onChange={(absence_type_id) => change({ absence_type_id })}
        />
      ) : null}
      {kind === 'periodic' ? (
        <Select<ReportBucket>
          className="table-filters__select"
          aria-label={t('filters.bucket')}
          value={value.bucket ?? 'month'}
          options={[
            { value: 'week', label: t('buckets.week') },
            { value: 'month', label: t('buckets.month') },
          ]}
          onChange={(bucket) => change({ bucket })}
        />
      ) : null}
    </div>
  );
}
