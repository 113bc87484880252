import { ACCOUNT_TYPES, type AccountType } from '@presently/contracts';
import { Alert, Button, Checkbox, Form, Input, Modal, Select, Space } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { toServerLanguage } from '../../i18n/languages';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { showFieldErrors, translateErrorKey } from '../../shared/formErrors';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { EmailField } from '../../shared/ui/EmailField';
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LanguageSwitcher, selectLanguage } from '../language';
import { CookiePolicyText, PrivacyPolicyText } from '../policies';
import { BotCheck } from './BotCheck';
import { useRegisterMutation } from './registrationApi';
import { ResendVerificationForm } from './ResendVerificationForm';
import { Typography } from '../../shared/ui/Typography';

interface RegisterValues {
  company_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  account_type?: AccountType;
  terms: boolean;
  bot_check?: string;
}

const FIELDS = ['company_name', 'email', 'password', 'password_confirmation', 'account_type', 'terms', 'bot_check'] as const;
const COMPANY_NAME_MAX = 255;

type PolicyShown = 'privacy' | 'cookies' | null;

/**
 * `/register` (spec section 2): company registration. The new company's first user becomes its System
 * Administrator (ARCHITECTURE.md, Roles); the account is usable once the e-mailed link is opened.
 */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const language = useAppSelector(selectLanguage);
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const [formError, setFormError] = useState<unknown>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [policy, setPolicy] = useState<PolicyShown>(null);
  // A solved challenge is spent by the attempt: a failed attempt needs a fresh widget.
  const [botCheckRound, setBotCheckRound] = useState(0);

  const submit = async (values: RegisterValues) => {
    setFormError(null);
    const email = values.email.trim();
    const result = await register({
      company_name: values.company_name.trim(),
      email,
      password: values.password,
      password_confirmation: values.password_confirmation,
      account_type: values.account_type as AccountType,
      terms: values.terms,
      bot_check: values.bot_check ?? '',
      lang: toServerLanguage(language),
    });
    if ('error' in result) {
      setFormError(showFieldErrors(form, result.error, FIELDS.filter((field) => field !== 'bot_check')));
      form.setFieldValue('bot_check', undefined);
      setBotCheckRound((round) => round + 1);
      return;
    }
    setRegisteredEmail(email);
  };

  return (
    <Card className="auth-card auth-card--wide" data-testid="register-page">
      <header className="auth-card__header">
        <BrandLogo />
        <LanguageSwitcher />
      </header>
      <PageHeading titleKey="register" />
      {registeredEmail ? (
        <section data-testid="register-success">
          <Alert type="success" showIcon message={t('success.heading')} description={t('success.body', { email: registeredEmail })} />
          <Typography.Paragraph className="register__resend-hint">{t('success.resendHint')}</Typography.Paragraph>
          <ResendVerificationForm email={registeredEmail} />
          <Typography.Paragraph className="register__login">
            <Link to="/">{t('goToLogin')}</Link>
          </Typography.Paragraph>
        </section>
      ) : (
        <Form<RegisterValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          // The widget's own checkbox is `required`; the browser must not block antd's validation.
          noValidate
          initialValues={{ company_name: '', email: '', password: '', password_confirmation: '', terms: false }}
          onFinish={(values) => void submit(values)}
          aria-label={t('heading')}
        >
          <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
          {formError ? (
            <Alert type="error" showIcon className="form-error" data-testid="register-error" message={buildErrorMessage(formError)} />
          ) : null}
          <Form.Item
            label={t('companyName')}
            name="company_name"
            rules={[
              { required: true, whitespace: true, message: t('companyNameRequired') },
              { max: COMPANY_NAME_MAX, message: translateErrorKey('max_255_characters') },
            ]}
          >
            <Input autoComplete="organization" autoFocus />
          </Form.Item>
          <EmailField label={t('email')} requiredMessage={t('emailRequired')} invalidMessage={translateErrorKey('email_invalid')} autoComplete="email" />
          <NewPasswordFields passwordLabel={t('password')} confirmationLabel={t('passwordConfirmation')} />
          <Form.Item label={t('accountType')} name="account_type" rules={[{ required: true, message: t('accountTypeRequired') }]}>
            <Select<AccountType>
              placeholder={t('accountTypePlaceholder')}
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountTypes.${type}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="terms"
            valuePropName="checked"
            rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(translateErrorKey('terms_required')))) }]}
            className="register__terms"
          >
            <Checkbox>{t('terms')}</Checkbox>
          </Form.Item>
          <Space className="register__policies" size="small" wrap>
            <Button type="link" size="small" onClick={() => setPolicy('privacy')}>
              {t('readPrivacy')}
            </Button>
            <Button type="link" size="small" onClick={() => setPolicy('cookies')}>
              {t('readCookies')}
            </Button>
          </Space>
          <Form.Item name="bot_check" rules={[{ required: true, message: t('botCheck.required') }]}>
            <BotCheck key={botCheckRound} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            {t('submit')}
          </Button>
          <Typography.Paragraph className="register__login">
            {t('haveAccount')} <Link to="/">{t('goToLogin')}</Link>
          </Typography.Paragraph>
        </Form>
      )}
      <Modal
        open={policy !== null}
        title={policy === 'cookies' ? t('titles:cookiePolicy') : t('titles:privacyPolicy')}
        onCancel={() => setPolicy(null)}
        footer={<Button onClick={() => setPolicy(null)}>{t('closePolicy')}</Button>}
        width={720}
      >
        {policy === 'cookies' ? <CookiePolicyText /> : <PrivacyPolicyText />}
      </Modal>
    </Card>
  );
}
