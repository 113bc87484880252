import { Col, Modal, Row } from 'antd';
import { Card } from '../../shared/ui/Card';
import { DateText } from '../../shared/ui/DateText';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QueryState } from '../../shared/ui/QueryState';
import { LazyAbsenceRequestForm, VacationBalanceCard } from '../absences';
import { useMyCalendarQuery, type PeriodParams } from './calendarApi';
import { hiddenDaysOf, myCalendarEvents } from './calendarRules';
import { CalendarLegend } from './CalendarLegend';
import { FeedsPanel } from './FeedsPanel';
import { LazyCalendarView } from './LazyCalendarParts';
import { useCalendarLabels } from './useCalendarLabels';
import { useWeekendFlags } from './useWeekendFlags';

/**
 * `/my-calendar`: my month or week — worked time per day by presence type, my absences (pending
 * hatched, approved solid), rest days, holidays that apply to me and switched days; Saturday and
 * Sunday per the company's flags, or when I worked on one. Selecting days
 * opens the absence request form with them (its chunk comes then); the balance beside it.
 */
export function MyCalendarPage() {
  const { t } = useTranslation('calendar');
  const labels = useCalendarLabels();
  const [period, setPeriod] = useState<PeriodParams | null>(null);
  const [selected, setSelected] = useState<[string, string] | null>(null);
  const calendar = useMyCalendarQuery(period ?? skipToken);
  const events = useMemo(() => (calendar.data ? myCalendarEvents(calendar.data, labels) : []), [calendar.data, labels]);
  const weekend = useWeekendFlags();
  const hiddenDays = useMemo(() => hiddenDaysOf(weekend, events), [weekend, events]);

  return (
    <section className="page" data-testid="my-calendar-page">
      <PageHeading titleKey="myCalendar" />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={17}>
          <CalendarLegend kinds={['presence', 'approved', 'pending', 'rest', 'holiday', 'switched']} />
          <QueryState isLoading={false} error={calendar.error} hasData>
            <LazyCalendarView
              testId="my-calendar"
              views={['dayGridMonth', 'dayGridWeek']}
              events={events}
              onPeriod={(next) => setPeriod((current) => (current?.from === next.from && current.to === next.to ? current : next))}
              onSelectDays={setSelected}
              hiddenDays={hiddenDays}
            />
          </QueryState>
          <p className="calendar-hint">{t('my.selectHint')}</p>
        </Col>
        <Col xs={24} xl={7}>
          <VacationBalanceCard />
          <Card title={t('feeds.title')} className="form-card" style={{ marginTop: 24 }}>
            <FeedsPanel />
          </Card>
        </Col>
      </Row>
      <Modal
        open={selected !== null}
        title={selected ? <DateText>{t('my.requestFor', { from: formatDay(selected[0]), to: formatDay(selected[1]) })}</DateText> : ''}
        onCancel={() => setSelected(null)}
        footer={null}
        destroyOnHidden
        width={640}
      >
        {selected ? <LazyAbsenceRequestForm key={selected.join('/')} initialPeriod={selected} onSent={() => setSelected(null)} /> : null}
      </Modal>
    </section>
  );
}
