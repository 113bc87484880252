import { ABSENCE_REQUEST_STATUSES, ABSENCE_TYPES, type AbsenceRequestStatus } from '@presently/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Row, Segmented, Space } from 'antd';
import { Card } from '../../shared/ui/Card';
import { DateText } from '../../shared/ui/DateText';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QueryState } from '../../shared/ui/QueryState';
import { useStructureName } from '../structure';
import { useTeamCalendarQuery, type PeriodParams, type TeamCalendarParams } from './calendarApi';
import { hiddenDaysOf, teamCalendarEvents } from './calendarRules';
import { CalendarLegend } from './CalendarLegend';
import { FeedsPanel } from './FeedsPanel';
import { LazyCalendarView, LazyResourceGrid } from './LazyCalendarParts';
import { useCalendarLabels } from './useCalendarLabels';
import { useWeekendFlags } from './useWeekendFlags';

type Mode = 'calendar' | 'resource';

interface Filters {
  department_id?: number;
  team_id?: number;
  type?: number;
  status?: AbsenceRequestStatus;
}

const isoToday = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
};
/** The month a resource view shows: its first and last day. */
const monthOf = (first: string): PeriodParams => {
  const [y, m] = first.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: first, to: last };
};
const shiftMonth = (first: string, months: number): string => {
  const [y, m] = first.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
};

/**
 * `/calendar`: who is out in my scope (the server decides it: team, department or company), as a
 * month, week or list, or as a people × days grid for large teams; filtered by department, team,
 * absence type and status; holidays marked; Saturday and Sunday per the company's flags. Each view
 * is one request, whatever the number of people.
 */
export function TeamCalendarPage() {
  const { t } = useTranslation(['calendar', 'absences']);
  const structureName = useStructureName();
  const labels = useCalendarLabels();
  const [mode, setMode] = useState<Mode>('calendar');
  const [filters, setFilters] = useState<Filters>({});
  const [period, setPeriod] = useState<PeriodParams | null>(null);
  const [month, setMonth] = useState<string>(isoToday);
  const wanted: PeriodParams | null = mode === 'resource' ? monthOf(month) : period;
  const args: TeamCalendarParams | typeof skipToken = wanted ? { ...wanted, ...filters } : skipToken;
  const calendar = useTeamCalendarQuery(args);
  const view = calendar.data;
  const events = useMemo(() => (view ? teamCalendarEvents(view, labels) : []), [view, labels]);
  const weekend = useWeekendFlags();

  const set = <K extends keyof Filters>(key: K) => (value: Filters[K] | undefined) => setFilters((f) => ({ ...f, [key]: value }));
  const teams = (view?.teams ?? []).filter((team) => !filters.department_id || team.department_id === filters.department_id);

  return (
    <section className="page" data-testid="calendar-page">
      <PageHeading titleKey="calendar" />
      <Space wrap className="table-filters" style={{ marginBottom: 12 }}>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'calendar', label: t('calendar:views.calendar') },
            { value: 'resource', label: t('calendar:views.resource') },
          ]}
          data-testid="calendar-mode"
        />
        <FilterSelect label={t('calendar:filters.department')} options={(view?.departments ?? []).map((d) => ({ value: d.id, label: structureName(d) }))} value={filters.department_id} onChange={set('department_id')} />
        <FilterSelect label={t('calendar:filters.team')} options={teams.map((team) => ({ value: team.id, label: structureName(team) }))} value={filters.team_id} onChange={set('team_id')} />
        <FilterSelect label={t('calendar:filters.type')} options={ABSENCE_TYPES.map((type) => ({ value: type.id as number, label: t(`absences:types.${type.key}`) }))} value={filters.type} onChange={set('type')} />
        <FilterSelect label={t('calendar:filters.status')} options={ABSENCE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`absences:status.${s}`) }))} value={filters.status} onChange={set('status')} />
      </Space>
      <CalendarLegend kinds={['approved', 'pending', 'holiday']} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={18}>
          <QueryState isLoading={false} error={calendar.error} hasData>
            {mode === 'calendar' ? (
              <LazyCalendarView
                testId="team-calendar"
                views={['dayGridMonth', 'dayGridWeek', 'listMonth']}
                events={events}
                hiddenDays={hiddenDaysOf(weekend, events)}
                onPeriod={(next) => setPeriod((current) => (current?.from === next.from && current.to === next.to ? current : next))}
              />
            ) : (
              <Card
                title={<DateText>{`${formatDay(monthOf(month).from)} – ${formatDay(monthOf(month).to)}`}</DateText>}
                extra={
                  <Space>
                    <Button onClick={() => setMonth((m) => shiftMonth(m, -1))} aria-label={t('calendar:resource.previous')}>
                      ‹
                    </Button>
                    <Button onClick={() => setMonth(isoToday())}>{t('calendar:resource.today')}</Button>
                    <Button onClick={() => setMonth((m) => shiftMonth(m, 1))} aria-label={t('calendar:resource.next')}>
                      ›
                    </Button>
                  </Space>
                }
              >
                {view && view.from === monthOf(month).from ? <LazyResourceGrid view={view} weekend={weekend} /> : null}
              </Card>
            )}
          </QueryState>
        </Col>
        <Col xs={24} xl={6}>
          <Card title={t('calendar:feeds.title')} className="form-card">
            <FeedsPanel />
          </Card>
        </Col>
      </Row>
    </section>
  );
}
