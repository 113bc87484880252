import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { WeekQuery } from '@presently/contracts';
import { Button, Col, Row, Select, Skeleton, Space } from 'antd';
import { Card } from '../../shared/ui/Card';
import { DateText } from '../../shared/ui/DateText';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, type SessionUser } from '../../app/session';
import { formatDay } from '../../shared/dates';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { lazyPart } from '../../shared/lazyChunk';
import { PartLoading } from '../../shared/ui/PartLoading';
import { RequestAbsenceLink } from '../absences';
import { DayPanel, OPEN_DAY_REFRESH_MS } from './DayPanel';
import { showsHistory } from './historyRule';
import { useAllWeeksQuery, useCurrentWeekQuery, useDayTotalsQuery } from './presenceApi';
import { PresenceButtons } from './PresenceButtons';
import { companyZoneOf, todayIn } from './presenceTime';
import { TotalsView } from './presenceUi';
import { QrCodeImage } from './QrCodeImage';
import { mondayOfIsoWeek, shiftIsoWeek } from './isoWeek';
import { usePresenceControls } from './usePresenceControls';
import { WeekTable } from './WeekTable';
import { Typography } from '../../shared/ui/Typography';

/**
 * The history, at the foot of the page, comes after the buttons, today and the week have painted
 * (issue 14): its period picker (antd's DatePicker, ~32 KB gzip) is in no other part of the page.
 */
const MyHistory = lazyPart(() => import('./MyHistory').then((m) => m.MyHistory), ['admin']);

/** How many past years the week picker offers. */
const YEARS_BACK = 3;

/** The QR code is shown when the company shows it on the web and the user has one. */
export function qrCodeOf(user: SessionUser): string | null {
  return user.company?.show_qr_on_web === true && typeof user.qr_code === 'string' && user.qr_code.length > 0 ? user.qr_code : null;
}

/**
 * `/my-presence`: the presence buttons, today's figures, the week (with a picker of every week of a
 * year), the chosen day with its comment, the history and the QR code, per the company's flags.
 */
export function MyPresencePage() {
  const { t } = useTranslation('presence');
  const user = useAppSelector(selectCurrentUser);
  const controls = usePresenceControls();
  const zone = companyZoneOf(user);
  const today = todayIn(zone);
  // Today's figures grow while a kind is on: asked again each minute then, like the day below.
  const dayTotals = useDayTotalsQuery(today, { pollingInterval: controls.kind ? OPEN_DAY_REFRESH_MS : 0 });
  const qr = user ? qrCodeOf(user) : null;

  return (
    <section className="page" data-testid="my-presence-page">
      <div className="page-title-row">
        <PageHeading titleKey="myPresence" />
        <RequestAbsenceLink />
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={qr ? 16 : 24}>
          <Card title={<DateText>{t('today.title', { date: formatDay(today) })}</DateText>} className="form-card">
            <Space direction="vertical" size="large" className="full-width">
              <PresenceButtons controls={controls} />
              <TotalsView totals={dayTotals.data} testId="today-totals" />
            </Space>
          </Card>
        </Col>
        {qr ? (
          <Col xs={24} xl={8}>
            <Card title={t('qr.title')} className="form-card my-qr-card">
              <QrCodeImage value={qr} />
            </Card>
          </Col>
        ) : null}
      </Row>
      <WeekSection zone={zone} today={today} />
      {showsHistory(user) ? (
        <Suspense fallback={<PartLoading rows={6} testId="my-history-loading" />}>
          <MyHistory zone={zone} />
        </Suspense>
      ) : null}
    </section>
  );
}

function WeekSection({ zone, today }: { zone: string | undefined; today: string }) {
  const { t } = useTranslation('presence');
  const [chosen, setChosen] = useState<WeekQuery>({});
  const [selectedDate, setSelectedDate] = useState<string | null>(null);
  const week = useCurrentWeekQuery(chosen);
  const thisYear = Number(today.slice(0, 4));
  const year = chosen.year ?? week.data?.year ?? thisYear;
  const weeks = useAllWeeksQuery(year);

  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - YEARS_BACK + index);
  if (!years.includes(year)) years.push(year);

  const data = week.data;
  const inWeek = (date: string | null): date is string => date !== null && data !== undefined && date >= data.start && date <= data.end;
  const dayShown = inWeek(selectedDate) ? selectedDate : inWeek(today) ? today : (data?.start ?? null);

  const choose = (next: WeekQuery) => {
    setChosen(next);
    setSelectedDate(null);
  };
  // A step counts from the week asked for, not the one still shown while it loads: two quick clicks
  // on "Next week" go two weeks on.
  const step = (weeks: number) => {
    const from = chosen.year !== undefined && chosen.weeknum !== undefined ? mondayOfIsoWeek(chosen.year, chosen.weeknum) : data?.start;
    if (from) choose(shiftIsoWeek(from, weeks));
  };

  return (
    <>
      <Card
        title={data ? <DateText>{t('week.title', { weeknum: data.weeknum, start: formatDay(data.start), end: formatDay(data.end) })}</DateText> : t('week.titlePlain')}
        className="form-card"
        data-testid="week-section"
        extra={
          // One line on a wide screen; on a phone the year and "This week" above, the week between its arrows below.
          <div className="week-controls">
            <Button
              icon={<LeftOutlined />}
              aria-label={t('week.previous')}
              disabled={!data}
              onClick={() => step(-1)}
              data-testid="week-previous"
              className="week-controls__previous"
            />
            <Select<number>
              aria-label={t('week.year')}
              className="year-select"
              value={year}
              options={years.map((value) => ({ value, label: String(value) }))}
              onChange={(value) => choose({ year: value, weeknum: 1 })}
              data-testid="week-year"
            />
            <Select<number>
              aria-label={t('week.pick')}
              className="week-select"
              value={data?.year === year ? data.weeknum : undefined}
              loading={weeks.isFetching}
              options={(weeks.data ?? []).map((ref) => ({
                value: ref.weeknum,
                label: t('week.option', { weeknum: ref.weeknum, start: formatDay(ref.start), end: formatDay(ref.end) }),
              }))}
              onChange={(weeknum) => choose({ year, weeknum })}
              data-testid="week-picker"
            />
            <Button
              icon={<RightOutlined />}
              aria-label={t('week.next')}
              disabled={!data}
              onClick={() => step(1)}
              data-testid="week-next"
              className="week-controls__next"
            />
            <Button onClick={() => choose({})} data-testid="week-current" className="week-controls__current">
              {t('week.current')}
            </Button>
          </div>
        }
      >
        {week.isLoading ? <Skeleton active /> : null}
        {week.error && !data ? <LoadError error={week.error} /> : null}
        {data ? (
          <Space direction="vertical" size="middle" className="full-width">
            <WeekTable week={data} zone={zone} loading={week.isFetching} selectedDate={dayShown} onSelect={setSelectedDate} />
            <Typography.Title level={3} className="section-title">
              {t('week.totals')}
            </Typography.Title>
            <TotalsView totals={data.totals} testId="week-totals" />
          </Space>
        ) : null}
      </Card>
      {dayShown ? <DayPanel date={dayShown} zone={zone} /> : null}
    </>
  );
}
