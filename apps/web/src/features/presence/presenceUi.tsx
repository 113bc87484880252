import type { PresenceDayView, PresenceRecordView, PresenceTotals } from '@presently/contracts';
import { Descriptions, Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { DEFAULT_PRESENCE_COLOR, KIND_TYPE_ID, typeColor, type PresenceKind } from './presenceKinds';
import { dayIn, formatDuration, formatTime } from './presenceTime';
import { ColorTag } from '../../shared/ui/ColorTag';
import { Typography } from '../../shared/ui/Typography';

/** A presence type as a tag marked with its catalogue colour, with its translated name. */
export function TypeTag({ typeId, suffix }: { typeId: number; suffix?: string }) {
  const { t } = useTranslation('presence');
  return (
    <ColorTag color={typeColor(typeId)} className="presence-tag" data-type-id={typeId}>
      {t(`types.${typeId}`, { defaultValue: `#${typeId}` })}
      {suffix ? ` ${suffix}` : ''}
    </ColorTag>
  );
}

/**
 * What a person is doing now: a light in the kind's colour and its name, as the indicator shows it
 * (not a tag, so it does not read like the record type's tag next to it); "Off" for none.
 */
export function KindStatus({ kind }: { kind: PresenceKind | null }) {
  const { t } = useTranslation('presence');
  const color = kind ? typeColor(KIND_TYPE_ID[kind]) : DEFAULT_PRESENCE_COLOR;
  return (
    <span className="kind-status" data-kind={kind ?? 'none'}>
      <span className="kind-status__light" style={{ backgroundColor: kind ? color : 'transparent', borderColor: color }} aria-hidden="true" />
      {kind ? t(`kinds.${kind}`) : t('status.offShort')}
    </span>
  );
}

/** A kind (work, break, private exit, field work) as a tag marked with its colour; "Off" for none. */
export function KindTag({ kind }: { kind: PresenceKind | null }) {
  const { t } = useTranslation('presence');
  if (!kind) return <Tag className="presence-tag">{t('status.offShort')}</Tag>;
  return (
    <ColorTag color={typeColor(KIND_TYPE_ID[kind])} className="presence-tag" data-kind={kind}>
      {t(`kinds.${kind}`)}
    </ColorTag>
  );
}

/**
 * `hh:mm – hh:mm` of a record in the company's zone; an end on another day carries its date, an open
 * record shows "now".
 */
export function recordSpan(record: Pick<PresenceRecordView, 'start' | 'end'>, zone: string | undefined, openText: string): string {
  const start = formatTime(record.start, zone);
  if (!record.end) return `${start} – ${openText}`;
  const sameDay = dayIn(new Date(record.start), zone) === dayIn(new Date(record.end), zone);
  return `${start} – ${sameDay ? formatTime(record.end, zone) : formatDateTime(record.end, { timeZone: zone })}`;
}

/** The figures of a day or a week: worked, paid breaks, overtime, scheduled, unauthorized absence, then minutes per type. */
export function TotalsView({ totals, testId }: { totals: PresenceTotals | undefined; testId: string }) {
  const { t } = useTranslation('presence');
  if (!totals) return null;
  return (
    <div data-testid={testId} className="presence-totals">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 5 }}
        items={[
          { key: 'worked', label: t('totals.worked'), children: <span data-testid={`${testId}-worked`}>{formatDuration(totals.worked_minutes)}</span> },
          { key: 'breaks', label: t('totals.paidBreaks'), children: formatDuration(totals.paid_break_minutes) },
          { key: 'overtime', label: t('totals.overtime'), children: formatDuration(totals.overtime_minutes) },
          { key: 'scheduled', label: t('totals.scheduled'), children: formatDuration(totals.scheduled_minutes) },
          { key: 'unauthorized', label: t('totals.unauthorizedAbsence'), children: formatDuration(totals.unauthorized_absence_minutes) },
        ]}
      />
      {totals.by_type.length > 0 ? (
        <Space wrap size={[4, 4]}>
          {totals.by_type.map((item) => (
            <TypeTag key={item.presence_type_id} typeId={item.presence_type_id} suffix={formatDuration(item.minutes)} />
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('totals.none')}</Typography.Text>
      )}
    </div>
  );
}

/** What marks a day besides presence: a holiday, an approved absence, a rest day. */
export function DayMarks({ day }: { day: Pick<PresenceDayView, 'holiday' | 'absence_type_id' | 'rest_day'> }) {
  const { t } = useTranslation('presence');
  return (
    <>
      {day.holiday ? <ColorTag color={typeColor(9)}>{t('day.holiday', { name: day.holiday })}</ColorTag> : null}
      {day.absence_type_id ? (
        <ColorTag color={typeColor(4)}>{t(`absenceTypes.${day.absence_type_id}`, { defaultValue: t('types.4') })}</ColorTag>
      ) : null}
      {day.rest_day ? <ColorTag color={typeColor(23)}>{t('types.23')}</ColorTag> : null}
    </>
  );
}

/** A weekday name and the day as dd-Mon-yyyy (kept whole: a narrow Day column broke it as "23-Nov-/2026"). */
export function DayLabel({ date, weekday }: { date: string; weekday: number }) {
  const { t } = useTranslation('admin');
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text strong>{t(`weekdays.${weekday}`)}</Typography.Text>
      <Typography.Text type="secondary" className="date-text">
        {formatDay(date)}
      </Typography.Text>
    </Space>
  );
}

/**
 * Marks an edited record: who changed it, when and why, with the times before the edit and as first
 * registered (spec section 3: reason for update, updated by/at, previous times, registered times).
 */
export function EditedInfo({ record, zone }: { record: PresenceRecordView; zone: string | undefined }) {
  const { t } = useTranslation('presence');
  if (!record.reason && !record.updated_at) return null;
  const open = t('week.now');
  const details = [
    t('edit.byAt', { name: record.updated_by_name ?? `#${record.updated_by ?? '?'}`, at: formatDateTime(record.updated_at, { timeZone: zone }) }),
    record.reason ? t('edit.reasonIs', { reason: record.reason }) : null,
    record.previous_start ? t('edit.previousIs', { span: recordSpan({ start: record.previous_start, end: record.previous_end }, zone, open) }) : null,
    record.registered_start
      ? t('edit.registeredIs', { span: recordSpan({ start: record.registered_start, end: record.registered_end }, zone, open) })
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <Tooltip title={details.map((line) => <div key={line}>{line}</div>)}>
      <Tag color="orange" data-testid="edited-tag">
        {t('edit.edited')}
      </Tag>
    </Tooltip>
  );
}
