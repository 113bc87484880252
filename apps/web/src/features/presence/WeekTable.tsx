import type { PresenceDayView, PresenceWeekView } from '@presently/contracts';
import { Space, Table, Typography, type TableProps } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag } from '../../shared/ui/ColorTag';
import { showsWeekday } from '../../shared/weekends';
import { typeColor } from './presenceKinds';
import { DayLabel, DayMarks, recordSpan } from './presenceUi';
import { formatDuration } from './presenceTime';

/** Whether a day holds any presence (records or classified time). */
const hasPresence = (day: Pick<PresenceDayView, 'records'>): boolean => day.records.length > 0;

/**
 * The days a week shows (spec section 6, the calendars' rule too): Saturday and Sunday only when the
 * company's flag says so or when the day holds presence.
 */
export function visibleDays(week: Pick<PresenceWeekView, 'days' | 'show_saturday' | 'show_sunday'>): PresenceDayView[] {
  return week.days.filter((day) => showsWeekday(day.weekday, week, hasPresence(day)));
}

interface WeekTableProps {
  week: PresenceWeekView;
  zone: string | undefined;
  loading?: boolean;
  selectedDate?: string | null;
  onSelect?: (date: string) => void;
}

/** The current (or chosen) week of /my-presence: a row per day with its records and figures. */
export function WeekTable({ week, zone, loading, selectedDate, onSelect }: WeekTableProps) {
  const { t } = useTranslation('presence');
  const columns: TableProps<PresenceDayView>['columns'] = [
    {
      key: 'day',
      title: t('week.day'),
      render: (_value, day) => (
        <Space direction="vertical" size={2}>
          <DayLabel date={day.date} weekday={day.weekday} />
          <span>
            <DayMarks day={day} />
          </span>
        </Space>
      ),
    },
    {
      key: 'records',
      title: t('week.records'),
      render: (_value, day) =>
        day.records.length === 0 ? (
          <Typography.Text type="secondary">{t('week.noRecords')}</Typography.Text>
        ) : (
          <Space wrap size={[4, 4]}>
            {day.records.map((record) => (
              <ColorTag key={record.id} color={typeColor(record.presence_type_id)} data-testid="week-record" data-kind={record.kind}>
                {t(`types.${record.presence_type_id}`, { defaultValue: t(`kinds.${record.kind}`) })} {recordSpan(record, zone, t('week.now'))}
              </ColorTag>
            ))}
          </Space>
        ),
    },
    { key: 'worked', title: t('totals.worked'), render: (_value, day) => formatDuration(day.totals.worked_minutes) },
    { key: 'breaks', title: t('totals.paidBreaks'), render: (_value, day) => formatDuration(day.totals.paid_break_minutes) },
    { key: 'overtime', title: t('totals.overtime'), render: (_value, day) => formatDuration(day.totals.overtime_minutes) },
    {
      key: 'comment',
      title: t('comment.label'),
      render: (_value, day) => (day.comment ? <Typography.Text ellipsis={{ tooltip: day.comment }} className="presence-comment-cell">{day.comment}</Typography.Text> : null),
    },
  ];

  return (
    <div data-testid="week-table">
      <Table<PresenceDayView>
        rowKey="date"
        size="middle"
        columns={columns}
        dataSource={visibleDays(week)}
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        rowClassName={(day) => (day.date === selectedDate ? 'presence-day--selected' : '')}
        onRow={(day) =>
          ({
            onClick: () => onSelect?.(day.date),
            'data-testid': `week-day-${day.date}`,
            className: onSelect ? 'presence-day--clickable' : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </div>
  );
}
