import { Alert, Col, Row } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { dashboardApi, useDashboardQuery } from './dashboardApi';
import { InNowCard } from './InNowCard';
import { applyChange, type LiveChange } from './liveBoard';
import { AbsentCard, ApprovalsCard, DevicesCard, HolidaysCard, LateCard, MonthAbsencesCard, MyWeekCard, WeekCard } from './SectionCards';
import { useLivePresence } from './useLivePresence';

/** The whole dashboard reloads now and then (late, absent, totals); "in now" follows the live stream. */
const REFRESH_MS = 5 * 60_000;
/** Someone new to the scope changed: one reload for a burst of such changes. */
const RELOAD_AFTER_MS = 1_500;

/** /dashboard (role 5 refused): the actor's scope at a glance, with a live "in now" panel. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const zone = user?.company?.timezone || undefined;
  const dashboard = useDashboardQuery(undefined, { pollingInterval: REFRESH_MS, refetchOnMountOrArgChange: true });
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const reload = useCallback(() => {
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void dashboard.refetch(), RELOAD_AFTER_MS);
  }, [dashboard]);

  const onChange = useCallback(
    (change: LiveChange) => {
      let known = true;
      dispatch(
        dashboardApi.util.updateQueryData('dashboard', undefined, (draft) => {
          known = applyChange(draft.in_now, change);
        }),
      );
      if (!known) reload();
    },
    [dispatch, reload],
  );
  const status = useLivePresence({ onChange, onResync: () => void dashboard.refetch() });

  const d = dashboard.data;
  const heading = <PageHeading titleKey="dashboard" />;
  if (!d) {
    return (
      <div className="dashboard" data-testid="dashboard-loading">
        {heading}
        {dashboard.error ? <LoadError error={dashboard.error} /> : null}
      </div>
    );
  }

  return (
    <div className="dashboard" data-testid="dashboard">
      {heading}
      {d.unavailable.length > 0 ? <Alert type="warning" showIcon message={t('unavailable')} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xl={8}>
          <InNowCard rows={d.in_now} status={status} zone={zone} />
        </Col>
        {d.approvals ? (
          <Col xs={24} lg={12} xl={8}>
            <ApprovalsCard requests={d.approvals} />
          </Col>
        ) : null}
        <Col xs={24} lg={12} xl={8}>
          <LateCard rows={d.late} zone={zone} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <AbsentCard onLeave={d.on_leave} absent={d.absent_by_type} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <WeekCard week={d.week} />
        </Col>
        {d.my_week ? (
          <Col xs={24} lg={12} xl={8}>
            <MyWeekCard week={d.my_week} />
          </Col>
        ) : null}
        <Col xs={24} lg={12} xl={8}>
          <MonthAbsencesCard rows={d.month_absences} />
        </Col>
        <Col xs={24} lg={12} xl={8}>
          <HolidaysCard rows={d.upcoming_holidays} />
        </Col>
        {d.devices ? (
          <Col xs={24} lg={12} xl={8}>
            <DevicesCard devices={d.devices} zone={zone} />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}
