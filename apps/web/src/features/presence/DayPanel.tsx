import type { PresenceSegmentView } from '@presently/contracts';
import { Alert, Button, Empty, Form, Input, Skeleton, Space, Tooltip } from 'antd';
import { Card } from '../../shared/ui/Card';
import { DateText } from '../../shared/ui/DateText';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { presenceApi, usePersonalDayQuery, usePresenceCommentMutation } from './presenceApi';
import { typeColor } from './presenceKinds';
import { formatDuration, formatTime } from './presenceTime';
import { DayMarks, recordSpan, TotalsView, TypeTag } from './presenceUi';
import { useAppApi } from '../../shared/ui/useAppApi';

/** Comments and reasons: required, at most 250 characters (spec sections 5 and 9). */
export const MAX_COMMENT = 250;

/** While a record of the day is open its time grows: the day is asked again this often (as /presence's today). */
export const OPEN_DAY_REFRESH_MS = 60_000;

/** The day's classified time as a bar: each segment as wide as its minutes, in its type's colour. */
function SegmentBar({ segments, zone }: { segments: PresenceSegmentView[]; zone: string | undefined }) {
  const { t } = useTranslation('presence');
  const total = segments.reduce((sum, segment) => sum + segment.minutes, 0);
  if (total === 0) return null;
  return (
    <div className="presence-bar" data-testid="day-bar">
      {segments.map((segment) => (
        <Tooltip
          key={`${segment.start}-${segment.presence_type_id}`}
          title={`${t(`types.${segment.presence_type_id}`)} ${formatTime(segment.start, zone)} – ${formatTime(segment.end, zone)}`}
        >
          <span
            className="presence-bar__segment"
            style={{ width: `${(segment.minutes / total) * 100}%`, backgroundColor: typeColor(segment.presence_type_id) }}
          />
        </Tooltip>
      ))}
    </div>
  );
}

/**
 * One day of /my-presence: its marks, classified time, totals and comment. The server classifies
 * whole minutes, so a record opened less than a minute ago has no segment yet (and the answer asked
 * right after clocking in has none): the day's records are listed then, never "no presence", and the
 * day is asked again every minute while one of its records is open.
 */
export function DayPanel({ date, zone }: { date: string; zone: string | undefined }) {
  const { t } = useTranslation('presence');
  const cached = presenceApi.endpoints.personalDay.useQueryState({ date });
  const open = cached.data?.records.some((record) => record.end === null) ?? false;
  const day = usePersonalDayQuery({ date }, { pollingInterval: open ? OPEN_DAY_REFRESH_MS : 0 });

  return (
    <Card title={<DateText>{t('day.title', { date: formatDay(date) })}</DateText>} className="form-card" data-testid="day-panel">
      {day.isLoading ? <Skeleton active /> : null}
      {day.error && !day.data ? <Alert type="error" showIcon message={buildErrorMessage(day.error)} /> : null}
      {day.data ? (
        <Space direction="vertical" size="middle" className="full-width">
          <span>
            <DayMarks day={day.data} />
          </span>
          <SegmentBar segments={day.data.segments} zone={zone} />
          {day.data.segments.length === 0 && day.data.records.length > 0 ? (
            <Space wrap size={[4, 4]} data-testid="day-records">
              {day.data.records.map((record) => (
                <TypeTag key={record.id} typeId={record.presence_type_id} suffix={recordSpan(record, zone, t('week.now'))} />
              ))}
            </Space>
          ) : day.data.segments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('day.empty')} />
          ) : (
            <Space wrap size={[4, 4]} data-testid="day-segments">
              {day.data.segments.map((segment) => (
                <TypeTag
                  key={`${segment.start}-${segment.presence_type_id}`}
                  typeId={segment.presence_type_id}
                  suffix={`${formatTime(segment.start, zone)} – ${formatTime(segment.end, zone)} (${formatDuration(segment.minutes)})`}
                />
              ))}
            </Space>
          )}
          <TotalsView totals={day.data.totals} testId="day-totals" />
          <CommentForm date={date} comment={day.data.comment} />
        </Space>
      ) : null}
    </Card>
  );
}

/** The comment of a day (set-get-presence-comment): required, at most 250 characters. */
export function CommentForm({ date, comment }: { date: string; comment: string | null }) {
  const { t } = useTranslation('presence');
  const { message } = useAppApi();
  const [form] = Form.useForm<{ comment: string }>();
  const [save, state] = usePresenceCommentMutation();
  const [formError, setFormError] = useState<unknown>(null);

  useEffect(() => {
    form.setFieldsValue({ comment: comment ?? '' });
  }, [comment, date, form]);

  const submit = async ({ comment: text }: { comment: string }) => {
    setFormError(null);
    const result = await save({ date, comment: text.trim() });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, ['comment']));
      return;
    }
    void message.success(t('comment.saved'));
  };

  return (
    <Form form={form} layout="vertical" name={`comment-${date}`} onFinish={(values) => void submit(values)} data-testid="comment-form">
      {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
      <Form.Item
        label={t('comment.label')}
        name="comment"
        rules={[
          { required: true, whitespace: true, message: t('errors:field_required') },
          { max: MAX_COMMENT, message: t('errors:max_250_characters') },
        ]}
      >
        <Input.TextArea rows={2} count={{ show: true, max: MAX_COMMENT }} placeholder={t('comment.placeholder')} />
      </Form.Item>
      <Button htmlType="submit" loading={state.isLoading}>
        {t('comment.save')}
      </Button>
    </Form>
  );
}
