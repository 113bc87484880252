import { LANGS, TEAM_COVERAGE_ACTIONS, type CompanySettings, type Lang } from '@presently/contracts';
import { Alert, Button, Checkbox, Col, DatePicker, Form, InputNumber, Row, Select, Skeleton, Space, Switch, TimePicker } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DATE_FORMAT, dayOf, hhmmOf, isoDayOf, TIME_FORMAT, timeOf } from '../../shared/dates';
import { translateErrorKey } from '../../shared/formErrors';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { AbsencePolicySettings } from '../absences';
import { useGetSettingsQuery, useUpdateSettingsMutation } from './companyApi';
import { approvalProblem, windowProblems, type WindowKind } from './settingsRules';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

interface WindowValues {
  enabled: boolean;
  start: Dayjs | null;
  end: Dayjs | null;
}

export interface SettingsFormValues extends Omit<CompanySettings, 'night_work' | 'log_period' | 'hr_absence_limit_date'> {
  night_work: WindowValues;
  log_period: WindowValues;
  hr_absence_limit_date: Dayjs | null;
}

/** Who may be allowed to schedule vacation in the past, in the spec's order (org allows these five). */
export const PAST_VACATION_ROLES = [2, 1, 3, 7, 6] as const;
/** Org's ranges. */
export const MARGIN_MINUTES = { min: 0, max: 120 } as const;
export const MIN_DAYS_BEFORE_VACATION = { min: 0, max: 60 } as const;
export const TEAM_COVERAGE_PERCENT = { min: 1, max: 100 } as const;

const APPROVAL_STEPS = ['team_lead', 'department_manager', 'human_resources', 'general_manager'] as const;

/** Server fields shown in the form; a window's own error goes under its end time. */
const SERVER_FIELDS: Record<string, string | (string | number)[]> = {
  language: 'language',
  timezone: 'timezone',
  min_days_before_vacation: 'min_days_before_vacation',
  start_rounding_minutes: 'start_rounding_minutes',
  end_rounding_minutes: 'end_rounding_minutes',
  flexible_hours_margin_minutes: 'flexible_hours_margin_minutes',
  past_vacation_roles: 'past_vacation_roles',
  hr_absence_limit_date: 'hr_absence_limit_date',
  team_coverage_max_percent: 'team_coverage_max_percent',
  team_coverage_action: 'team_coverage_action',
  approval_steps: ['approval_steps', 'general_manager'],
  night_work: ['night_work', 'end'],
  'night_work.start': ['night_work', 'start'],
  'night_work.end': ['night_work', 'end'],
  log_period: ['log_period', 'end'],
  'log_period.start': ['log_period', 'start'],
  'log_period.end': ['log_period', 'end'],
};

const toForm = (settings: CompanySettings): SettingsFormValues => ({
  ...settings,
  night_work: { enabled: settings.night_work.enabled, start: timeOf(settings.night_work.start), end: timeOf(settings.night_work.end) },
  log_period: { enabled: settings.log_period.enabled, start: timeOf(settings.log_period.start), end: timeOf(settings.log_period.end) },
  hr_absence_limit_date: dayOf(settings.hr_absence_limit_date),
});

const fromForm = (values: SettingsFormValues, current: CompanySettings): CompanySettings => ({
  ...current,
  ...values,
  approval_steps: { ...current.approval_steps, ...values.approval_steps },
  past_vacation_roles: [...(values.past_vacation_roles ?? [])].sort((a, b) => a - b),
  night_work: { enabled: Boolean(values.night_work.enabled), start: hhmmOf(values.night_work.start), end: hhmmOf(values.night_work.end) },
  log_period: { enabled: Boolean(values.log_period.enabled), start: hhmmOf(values.log_period.start), end: hhmmOf(values.log_period.end) },
  hr_absence_limit_date: isoDayOf(values.hr_absence_limit_date),
  team_coverage_max_percent: values.team_coverage_max_percent ?? null,
});

/** Every IANA zone the browser knows, with the current one even if it does not. */
function timeZones(current: string | undefined): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', 'Europe/Skopje', 'Europe/Sofia'];
  return current && !known.includes(current) ? [current, ...known] : known;
}

/** `/settings` (roles 1 and 7): every company setting of spec section 3, in sections. */
export function CompanySettingsPage() {
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="page" data-testid="settings-page">
      <PageHeading titleKey="settings" />
      {settings.isLoading && <Skeleton active />}
      {settings.error && !settings.data ? <LoadError error={settings.error} /> : null}
      {settings.data && <SettingsForm settings={settings.data} />}
      <AbsencePolicySettings />
    </section>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card title={title} className="form-card" data-testid={testId}>
      {children}
    </Card>
  );
}

function SwitchItem({ name, label }: { name: string | string[]; label: string }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked" className="switch-row">
      <Switch />
    </Form.Item>
  );
}

function SettingsForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('company');
  const { message } = useAppApi();
  const [form] = Form.useForm<SettingsFormValues>();
  const [update, { isLoading }] = useUpdateSettingsMutation();
  const [formError, setFormError] = useState<unknown>(null);
  const zones = useMemo(() => timeZones(settings.timezone).map((zone) => ({ value: zone, label: zone })), [settings.timezone]);

  useEffect(() => {
    form.setFieldsValue(toForm(settings));
  }, [settings, form]);

  const save = async (values: SettingsFormValues) => {
    setFormError(null);
    const result = await update(fromForm(values, settings));
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, SERVER_FIELDS));
      return;
    }
    void message.success(t('settings.saved'));
  };

  const required = { required: true, message: t('errors:field_required') };

  /** Both ends of a window, checked together with its switch (spec section 5). */
  const windowRule = (kind: WindowKind, edge: 'start' | 'end') => ({
    validator: () => {
      const window = form.getFieldValue(kind) as WindowValues | undefined;
      const problem = windowProblems(kind, {
        enabled: Boolean(window?.enabled),
        start: hhmmOf(window?.start),
        end: hhmmOf(window?.end),
      })[edge];
      return problem ? Promise.reject(new Error(translateErrorKey(problem))) : Promise.resolve();
    },
  });

  const windowFields = (kind: WindowKind) => (
    <Space wrap align="start" className="time-window" data-testid={`${kind}-window`}>
      <Form.Item label={t(`settings.${kind}.enabled`)} name={[kind, 'enabled']} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('settings.windowStart')} name={[kind, 'start']} dependencies={[[kind, 'enabled'], [kind, 'end']]} rules={[windowRule(kind, 'start')]}>
        <TimePicker format={TIME_FORMAT} minuteStep={5} aria-label={t(`settings.${kind}.start`)} />
      </Form.Item>
      <Form.Item label={t('settings.windowEnd')} name={[kind, 'end']} dependencies={[[kind, 'enabled'], [kind, 'start']]} rules={[windowRule(kind, 'end')]}>
        <TimePicker format={TIME_FORMAT} minuteStep={5} aria-label={t(`settings.${kind}.end`)} />
      </Form.Item>
    </Space>
  );

  const minutes = (name: string) => (
    <Form.Item label={t(`settings.${name}`)} name={name} rules={[required]}>
      <InputNumber min={MARGIN_MINUTES.min} max={MARGIN_MINUTES.max} precision={0} addonAfter={t('settings.minutes')} className="number-input" />
    </Form.Item>
  );

  return (
    <Form<SettingsFormValues> form={form} name="company-settings" layout="vertical" onFinish={(values) => void save(values)} scrollToFirstError data-testid="settings-form">
      <Row gutter={[24, 0]}>
        <Col xs={24} xl={12}>
          <Section title={t('settings.sections.general')} testId="settings-general">
            <Form.Item label={t('settings.language')} name="language" rules={[required]}>
              <Select<Lang> options={LANGS.map((lang) => ({ value: lang, label: t(`settings.languages.${lang}`) }))} />
            </Form.Item>
            <Form.Item label={t('settings.timezone')} name="timezone" rules={[required]}>
              <Select showSearch options={zones} />
            </Form.Item>
          </Section>
          <Section title={t('settings.sections.security')} testId="settings-security">
            <SwitchItem name="two_factor_email" label={t('settings.two_factor_email')} />
            <SwitchItem name="password_reset_3_months" label={t('settings.password_reset_3_months')} />
          </Section>
          <Section title={t('settings.sections.presence')} testId="settings-presence">
            <SwitchItem name="show_qr_on_web" label={t('settings.show_qr_on_web')} />
            <SwitchItem name="saving_images" label={t('settings.saving_images')} />
            <SwitchItem name="tl_shift_action" label={t('settings.tl_shift_action')} />
            {minutes('start_rounding_minutes')}
            {minutes('end_rounding_minutes')}
            {minutes('flexible_hours_margin_minutes')}
            <Typography.Paragraph type="secondary">{t('settings.windowsHint')}</Typography.Paragraph>
            {windowFields('night_work')}
            {windowFields('log_period')}
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Section title={t('settings.sections.absences')} testId="settings-absences">
            <Form.Item label={t('settings.min_days_before_vacation')} name="min_days_before_vacation" rules={[required]}>
              <InputNumber min={MIN_DAYS_BEFORE_VACATION.min} max={MIN_DAYS_BEFORE_VACATION.max} precision={0} className="number-input" />
            </Form.Item>
            <Typography.Text strong>{t('settings.approval_steps.title')}</Typography.Text>
            <div className="checkbox-column">
              {APPROVAL_STEPS.map((step) => (
                <Form.Item
                  key={step}
                  name={['approval_steps', step]}
                  valuePropName="checked"
                  noStyle={step !== 'general_manager'}
                  className="checkbox-column__last"
                  dependencies={step === 'general_manager' ? APPROVAL_STEPS.map((other) => ['approval_steps', other]) : undefined}
                  rules={
                    step === 'general_manager'
                      ? [
                          {
                            validator: () => {
                              const problem = approvalProblem(form.getFieldValue('approval_steps'));
                              return problem ? Promise.reject(new Error(translateErrorKey(problem))) : Promise.resolve();
                            },
                          },
                        ]
                      : undefined
                  }
                >
                  <Checkbox>{t(`settings.approval_steps.${step}`)}</Checkbox>
                </Form.Item>
              ))}
            </div>
            <Form.Item label={t('settings.past_vacation_roles')} name="past_vacation_roles">
              <Checkbox.Group options={PAST_VACATION_ROLES.map((role) => ({ value: role, label: t(`common:roles.${role}`) }))} />
            </Form.Item>
            <SwitchItem name="leads_schedule_own_work_time" label={t('settings.leads_schedule_own_work_time')} />
            <SwitchItem name="leads_schedule_own_rest_days" label={t('settings.leads_schedule_own_rest_days')} />
            <Form.Item label={t('settings.hr_absence_limit_date')} name="hr_absence_limit_date" extra={t('settings.hr_absence_limit_hint')}>
              <DatePicker format={DATE_FORMAT} allowClear className="date-input" />
            </Form.Item>
            <Form.Item label={t('settings.team_coverage_max_percent')} name="team_coverage_max_percent" extra={t('settings.team_coverage_hint')}>
              <InputNumber min={TEAM_COVERAGE_PERCENT.min} max={TEAM_COVERAGE_PERCENT.max} precision={0} addonAfter="%" className="number-input" />
            </Form.Item>
            <Form.Item label={t('settings.team_coverage_action')} name="team_coverage_action" rules={[required]}>
              <Select options={TEAM_COVERAGE_ACTIONS.map((action) => ({ value: action, label: t(`settings.team_coverage_actions.${action}`) }))} />
            </Form.Item>
          </Section>
          <Section title={t('settings.sections.calendar')} testId="settings-calendar">
            <SwitchItem name="show_saturday" label={t('settings.show_saturday')} />
            <SwitchItem name="show_sunday" label={t('settings.show_sunday')} />
            <SwitchItem name="show_user_history" label={t('settings.show_user_history')} />
          </Section>
          <Section title={t('settings.sections.emails')} testId="settings-emails">
            <SwitchItem name="disable_emails_general_manager" label={t('settings.disable_emails_general_manager')} />
            <SwitchItem name="disable_emails_department_manager" label={t('settings.disable_emails_department_manager')} />
            <SwitchItem name="disable_emails_chairman" label={t('settings.disable_emails_chairman')} />
          </Section>
        </Col>
      </Row>
      {formError ? <Alert type="error" showIcon className="form-error" data-testid="settings-error" message={buildErrorMessage(formError)} /> : null}
      <div className="form-actions settings-form__actions">
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('admin:actions.save')}
        </Button>
      </div>
    </Form>
  );
}
