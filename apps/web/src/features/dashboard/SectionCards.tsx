import { ABSENCE_TYPE_COLORS, ABSENCE_TYPES, type AbsenceView, type DashboardPresence, PRESENCE_TYPES } from '@presently/contracts';
import { Empty, List, Progress, Space, Tag } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { ColorTag } from '../../shared/ui/ColorTag';
import { DateText } from '../../shared/ui/DateText';
import { DecisionButtons, DeclineDialog, TypeName, useDeclineAbsenceMutation, usePeriodText } from '../absences';
import type { DashboardDevice } from './dashboardApi';
import { hoursOf, percentOf, timeIn } from './dashboardFormat';
import { LazyChart } from './LazyChart';
import { Typography } from '../../shared/ui/Typography';

const WORK_COLOR = PRESENCE_TYPES.find((type) => type.id === 1)?.color ?? '#2786fb';
const SCHEDULED_COLOR = PRESENCE_TYPES.find((type) => type.id === 24)?.color ?? '#b0bec5';
const UNEXPLAINED_COLOR = PRESENCE_TYPES.find((type) => type.id === 6)?.color ?? '#fd397a';
const absenceColor = (typeId: number | null): string => (typeId === null ? UNEXPLAINED_COLOR : (ABSENCE_TYPE_COLORS[typeId as keyof typeof ABSENCE_TYPE_COLORS] ?? '#9e9e9e'));

/** Late today: scheduled start, arrival (or not yet), minutes late. */
export function LateCard({ rows, zone }: { rows: DashboardPresence['late']; zone?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('late.title', { count: rows.length })} data-testid="late">
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('late.none') }}
        renderItem={(row) => (
          <List.Item>
            <span>{row.full_name}</span>
            <Typography.Text type="secondary">
              {row.arrived_at
                ? t('late.arrived', { start: timeIn(row.scheduled_start, zone), time: timeIn(row.arrived_at, zone), minutes: row.late_minutes })
                : t('late.notYet', { start: timeIn(row.scheduled_start, zone) })}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** On leave today (name, type, back on) and everyone absent today by type. */
export function AbsentCard({ onLeave, absent }: { onLeave: DashboardPresence['on_leave']; absent: DashboardPresence['absent_by_type'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('absent.title')} data-testid="absent">
      <Space wrap>
        {absent.map((row) => (
          <ColorTag key={row.absence_type_id ?? 'unexplained'} color={absenceColor(row.absence_type_id)} data-testid="absent-type">
            {row.absence_type_id === null ? t('absent.unexplained') : <TypeName typeId={row.absence_type_id} />}: {row.count}
          </ColorTag>
        ))}
      </Space>
      <List
        size="small"
        header={<Typography.Text strong>{t('absent.onLeave')}</Typography.Text>}
        dataSource={onLeave}
        locale={{ emptyText: t('absent.nobody') }}
        renderItem={(row) => (
          <List.Item data-testid="on-leave-row">
            <span>
              {row.full_name} <ColorTag color={absenceColor(row.absence_type_id)}>
                <TypeName typeId={row.absence_type_id} />
              </ColorTag>
            </span>
            <Typography.Text type="secondary">{row.back_on ? t('absent.backOn', { date: formatDay(row.back_on) }) : t('absent.backLater')}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Requests waiting for my decision, approved or declined in place. */
export function ApprovalsCard({ requests }: { requests: AbsenceView[] }) {
  const { t } = useTranslation('dashboard');
  const { t: ta } = useTranslation('absences');
  const [declining, setDeclining] = useState<AbsenceView | null>(null);
  const [decline] = useDeclineAbsenceMutation();
  // The days as every absence list writes them: one date for one day, rest days one by one, half days.
  const periodText = usePeriodText();
  return (
    <Card title={t('approvals.title', { count: requests.length })} data-testid="approvals">
      <List
        size="small"
        dataSource={requests}
        locale={{ emptyText: t('approvals.none') }}
        renderItem={(request) => (
          <List.Item data-testid="approval-row" actions={[<DecisionButtons key="decide" request={request} onDecline={() => setDeclining(request)} />]}>
            <List.Item.Meta
              title={request.user_name}
              description={
                <>
                  <TypeName typeId={request.absence_type_id} /> · <DateText>{periodText(request)}</DateText>
                </>
              }
            />
          </List.Item>
        )}
      />
      {declining ? (
        <DeclineDialog
          title={ta('decline.title', { name: declining.user_name })}
          okText={ta('decide.decline')}
          successMessage={ta('decide.declined')}
          onSubmit={(reason) => decline({ id: declining.id, reason })}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </Card>
  );
}

/** This week: worked against scheduled time of the scope. */
export function WeekCard({ week }: { week: DashboardPresence['week'] }) {
  const { t } = useTranslation('dashboard');
  const percent = percentOf(week.worked_minutes, week.scheduled_minutes);
  return (
    <Card title={<DateText>{t('week.title', { from: formatDay(week.start), to: formatDay(week.end) })}</DateText>} data-testid="week">
      <Progress percent={Math.min(percent, 100)} format={() => `${percent}%`} strokeColor={WORK_COLOR} trailColor={SCHEDULED_COLOR} />
      <Typography.Paragraph>
        {t('week.workedOfScheduled', { worked: hoursOf(week.worked_minutes), scheduled: hoursOf(week.scheduled_minutes) })}
      </Typography.Paragraph>
    </Card>
  );
}

/** Absence days of the scope this month, per type (bar chart in the absence types' colours). */
export function MonthAbsencesCard({ rows }: { rows: DashboardPresence['month_absences'] }) {
  const { t } = useTranslation('dashboard');
  const { t: ta } = useTranslation('absences');
  const label = (typeId: number) => ta(`types.${typeKey(typeId)}`);
  return (
    <Card title={t('month.title')} data-testid="month-absences">
      {rows.length === 0 ? (
        <Empty description={t('month.none')} />
      ) : (
        <LazyChart
          kind="bar"
          label={t('month.title')}
          options={{ plugins: { legend: { display: false } }, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
          data={{
            labels: rows.map((row) => label(row.absence_type_id)),
            datasets: [{ label: t('month.days'), data: rows.map((row) => row.days), backgroundColor: rows.map((row) => absenceColor(row.absence_type_id)) }],
          }}
        />
      )}
    </Card>
  );
}

const typeKey = (typeId: number): string => ABSENCE_TYPES.find((type) => type.id === typeId)?.key ?? 'unknown';

/** The next holidays of the company. */
export function HolidaysCard({ rows }: { rows: DashboardPresence['upcoming_holidays'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('holidays.title')} data-testid="holidays">
      <List
        size="small"
        dataSource={rows}
        locale={{ emptyText: t('holidays.none') }}
        renderItem={(row) => (
          <List.Item>
            <span>{row.description}</span>
            <Typography.Text type="secondary">{formatDay(row.date)}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** My own week (roles that clock): worked time per day. */
export function MyWeekCard({ week }: { week: NonNullable<DashboardPresence['my_week']> }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('myWeek.title', { total: hoursOf(week.totals.worked_minutes) })} data-testid="my-week">
      <LazyChart
        kind="bar"
        label={t('myWeek.title', { total: hoursOf(week.totals.worked_minutes) })}
        options={{ plugins: { legend: { position: 'bottom' } }, scales: { y: { beginAtZero: true } } }}
        data={{
          labels: week.days.map((day) => formatDay(day.date).slice(0, 6)),
          datasets: [
            { label: t('myWeek.worked'), data: week.days.map((day) => +(day.totals.worked_minutes / 60).toFixed(2)), backgroundColor: WORK_COLOR },
            { label: t('myWeek.scheduled'), data: week.days.map((day) => +(day.totals.scheduled_minutes / 60).toFixed(2)), backgroundColor: SCHEDULED_COLOR },
          ],
        }}
      />
    </Card>
  );
}

/** Roles 1 and 7: devices silent during working hours, and devices whose clock drifts more than two minutes. */
export function DevicesCard({ devices, zone }: { devices: { working_hours: boolean; items: DashboardDevice[] }; zone?: string }) {
  const { t } = useTranslation('dashboard');
  const flagged = devices.items.filter((device) => device.silent || device.drifting);
  return (
    <Card title={t('devices.title')} data-testid="devices">
      {devices.items.length > 0 ? (
        <Typography.Paragraph type="secondary">{devices.working_hours ? t('devices.workingHours') : t('devices.outsideHours')}</Typography.Paragraph>
      ) : null}
      <List
        size="small"
        dataSource={flagged}
        locale={{ emptyText: devices.items.length === 0 ? t('devices.noDevices') : t('devices.allWell', { count: devices.items.length }) }}
        renderItem={(device) => (
          <List.Item data-testid="device-row" data-device={device.device_id}>
            <span>
              {device.gate_name} · {device.name}
            </span>
            <Space size={4} wrap>
              {device.silent ? (
                <Tag color="red">{device.last_received_at ? t('devices.silentSince', { time: formatDateTime(device.last_received_at, { timeZone: zone }) }) : t('devices.neverHeard')}</Tag>
              ) : null}
              {device.drifting ? <Tag color="orange">{t('devices.drift', { minutes: Math.round((device.drift_seconds ?? 0) / 60) })}</Tag> : null}
              {!device.silent && device.last_received_at ? <Typography.Text type="secondary">{timeIn(device.last_received_at, zone)}</Typography.Text> : null}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
