import type { TeamFilter, TodayRow } from '@presently/contracts';
import { Space, Statistic, Table, type TableProps } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatDateTime } from '../../shared/formatDate';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { applyChange, type LiveChange, LiveBadge, useLivePresence } from '../dashboard';
import { useListDepartmentsQuery, useListTeamsQuery, useStructureName } from '../structure';
import { presenceApi, useTodayQuery } from './presenceApi';
import { PRESENCE_KINDS } from './presenceKinds';
import { companyZoneOf, dayIn, formatDuration, formatTime, todayIn } from './presenceTime';
import { KindStatus, TypeTag } from './presenceUi';
import { teamFiltersFor } from './teamScope';

/** How often the list of who is in refreshes itself (the live stream updates it in between). */
const REFRESH_MS = 60_000;
/** After live changes, one reload for the figures the stream does not carry (type, worked time). */
const SETTLE_MS = 1_500;

/** Team and department filters, for the roles whose administration lists allow them. */
export function TeamFilters({ value, onChange }: { value: TeamFilter; onChange: (filter: TeamFilter) => void }) {
  const { t } = useTranslation('presence');
  const user = useAppSelector(selectCurrentUser);
  const offered = teamFiltersFor(user);
  const departments = useListDepartmentsQuery(undefined, { skip: !offered.departments });
  const teams = useListTeamsQuery(undefined, { skip: !offered.teams });
  const shown = useStructureName();
  const teamOptions = (teams.data ?? [])
    .filter((team) => !value.department_id || team.department_id === value.department_id)
    .map((team) => ({ value: team.id, label: shown(team) }));

  return (
    <>
      {offered.departments && departments.data ? (
        <FilterSelect<number>
          label={t('filters.department')}
          value={value.department_id}
          options={departments.data.map((item) => ({ value: item.id, label: shown(item) }))}
          onChange={(department_id) => onChange({ department_id, team_id: undefined })}
        />
      ) : null}
      {offered.teams && teams.data ? (
        <FilterSelect<number>
          label={t('filters.team')}
          value={value.team_id}
          options={teamOptions}
          onChange={(team_id) => onChange({ ...value, team_id })}
        />
      ) : null}
    </>
  );
}

/** /presence, Today: who is in, on which kind (in its colour), since when, and what they worked today. */
export function TodayTab() {
  const { t } = useTranslation('presence');
  const user = useAppSelector(selectCurrentUser);
  const zone = companyZoneOf(user);
  const today = todayIn(zone);
  const pagination = useTablePagination();
  const [filter, setFilter] = useState<TeamFilter>({});
  const rows = useTodayQuery(filter, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const data = rows.data ?? [];
  const dispatch = useAppDispatch();
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = rows;
  // Live: the kind and since change at once; the rest follows with one reload after a burst.
  const onChange = useCallback(
    (change: LiveChange) => {
      dispatch(presenceApi.util.updateQueryData('today', filter, (draft) => void applyChange(draft, change)));
      clearTimeout(settle.current);
      settle.current = setTimeout(() => void refetch(), SETTLE_MS);
    },
    [dispatch, filter, refetch],
  );
  const live = useLivePresence({ onChange, onResync: () => void refetch() });

  const since = (row: TodayRow) => {
    if (!row.since) return '';
    return dayIn(new Date(row.since), zone) === today ? formatTime(row.since, zone) : formatDateTime(row.since, { timeZone: zone });
  };

  const columns: TableProps<TodayRow>['columns'] = [
    { key: 'name', dataIndex: 'full_name', title: t('today.user'), sorter: (a, b) => a.full_name.localeCompare(b.full_name), defaultSortOrder: 'ascend' },
    { key: 'kind', title: t('today.now'), render: (_value, row) => <KindStatus kind={row.kind} /> },
    {
      key: 'type',
      title: t('history.type'),
      render: (_value, row) => (row.kind && row.presence_type_id ? <TypeTag typeId={row.presence_type_id} /> : null),
    },
    { key: 'since', title: t('today.since'), render: (_value, row) => since(row) },
    {
      key: 'worked',
      title: t('today.worked'),
      render: (_value, row) => formatDuration(row.worked_minutes_today),
      sorter: (a, b) => a.worked_minutes_today - b.worked_minutes_today,
    },
  ];

  return (
    <div data-testid="presence-today">
      <Space wrap size="large" className="presence-summary">
        {PRESENCE_KINDS.map((kind) => (
          <Statistic key={kind} title={t(`kinds.${kind}`)} value={data.filter((row) => row.kind === kind).length} />
        ))}
        <Statistic title={t('status.offShort')} value={data.filter((row) => row.kind === null).length} />
        <LiveBadge status={live} />
      </Space>
      <div className="table-filters">
        <TeamFilters value={filter} onChange={setFilter} />
      </div>
      {rows.error ? <LoadError error={rows.error} /> : null}
      <Table<TodayRow>
        rowKey="user_id"
        size="middle"
        columns={columns}
        dataSource={data}
        loading={rows.isFetching && !rows.data}
        pagination={pagination()}
        scroll={{ x: true }}
      />
    </div>
  );
}
