import { ABSENCE_TYPES, type CalendarFeedScope } from '@presently/contracts';
import { Alert, Button, Form, List, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { useCalendarFeedsQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } from './calendarApi';
import { typeKeyOf } from './calendarRules';

/** Roles that see the company on /calendar (the server refuses a company feed to others). */
const COMPANY_ROLES = [1, 2, 3, 8];
const NO_TEAM_CALENDAR_ROLE = 5;

/** The scopes a user may subscribe to: always their own; their calendar's scope unless role 5; the company for HR and above. */
export function feedScopesFor(roleId: number): CalendarFeedScope[] {
  const scopes: CalendarFeedScope[] = ['me'];
  if (roleId !== NO_TEAM_CALENDAR_ROLE) scopes.push('team');
  if (COMPANY_ROLES.includes(roleId)) scopes.push('company');
  return scopes;
}

interface FeedForm {
  scope: CalendarFeedScope;
  absence_type_id?: number;
}

/**
 * The user's iCal feeds: make one (its secret URL shown once, to copy into a calendar application),
 * see the live ones and revoke them (the URL then answers 404).
 */
export function FeedsPanel() {
  const { t } = useTranslation(['calendar', 'absences']);
  const roleId = useAppSelector(selectCurrentUser)?.roles[0]?.id ?? 0;
  const feeds = useCalendarFeedsQuery();
  const [create, createState] = useCreateCalendarFeedMutation();
  const [revoke] = useRevokeCalendarFeedMutation();
  const [created, setCreated] = useState<string | null>(null);
  const [form] = Form.useForm<FeedForm>();

  const submit = async (values: FeedForm) => {
    const result = await create({ scope: values.scope, absence_type_id: values.absence_type_id ?? null });
    if ('data' in result && result.data) setCreated(result.data.url);
  };
  const scopeOptions = feedScopesFor(roleId).map((scope) => ({ value: scope, label: t(`calendar:feeds.scopes.${scope}`) }));
  const typeOptions = ABSENCE_TYPES.map((type) => ({ value: type.id as number, label: t(`absences:types.${type.key}`) }));

  return (
    <div data-testid="feeds-panel">
      <Typography.Paragraph type="secondary">{t('calendar:feeds.intro')}</Typography.Paragraph>
      <Form<FeedForm> form={form} layout="vertical" initialValues={{ scope: 'me' }} onFinish={(values) => void submit(values)}>
        <Form.Item name="scope" label={t('calendar:feeds.scope')}>
          <Select<CalendarFeedScope> options={scopeOptions} aria-label={t('calendar:feeds.scope')} data-testid="feed-scope" />
        </Form.Item>
        <Form.Item name="absence_type_id" label={t('calendar:feeds.type')}>
          <Select<number> allowClear placeholder={t('calendar:feeds.allTypes')} options={typeOptions} aria-label={t('calendar:feeds.type')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={createState.isLoading} data-testid="feed-create">
          {t('calendar:feeds.create')}
        </Button>
      </Form>
      {createState.error ? <Alert type="error" showIcon style={{ marginTop: 12 }} message={buildErrorMessage(createState.error)} /> : null}
      {created ? (
        <Alert
          type="success"
          style={{ marginTop: 12 }}
          message={t('calendar:feeds.created')}
          description={
            <Typography.Paragraph className="feed-url" copyable={{ text: created, tooltips: [t('calendar:feeds.copy'), t('calendar:feeds.copied')] }} data-testid="feed-url">
              {created}
            </Typography.Paragraph>
          }
        />
      ) : null}
      <List
        style={{ marginTop: 16 }}
        size="small"
        loading={feeds.isLoading}
        dataSource={feeds.data ?? []}
        locale={{ emptyText: t('calendar:feeds.none') }}
        data-testid="feed-list"
        renderItem={(feed) => (
          <List.Item
            actions={[
              <Popconfirm key="revoke" title={t('calendar:feeds.revokeConfirm')} okText={t('calendar:feeds.revoke')} cancelText={t('calendar:feeds.cancel')} onConfirm={() => void revoke(feed.id)}>
                <Button danger size="small" data-testid={`feed-revoke-${feed.id}`}>
                  {t('calendar:feeds.revoke')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={`${t(`calendar:feeds.scopes.${feed.scope}`)}${feed.absence_type_id ? ` · ${t(`absences:types.${typeKeyOf(feed.absence_type_id)}`)}` : ''}`}
              description={t('calendar:feeds.since', { date: formatDay(feed.created_at) })}
            />
          </List.Item>
        )}
      />
    </div>
  );
}
