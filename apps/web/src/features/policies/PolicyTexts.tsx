import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Typography } from '../../shared/ui/Typography';

const PRIVACY_SECTIONS = ['intro', 'data', 'storage', 'rights'] as const;
const COOKIES = ['csrf', 'session', 'analytics', 'consent'] as const;

/** The privacy policy's sections (spec section 9: servers in Frankfurt, Germany). */
export function PrivacyPolicyText() {
  const { t } = useTranslation('policies');
  return (
    <>
      {PRIVACY_SECTIONS.map((section) => (
        <section key={section}>
          <Typography.Title level={4}>{t(`privacy.${section}Heading`)}</Typography.Title>
          <Typography.Paragraph>{t(`privacy.${section}`)}</Typography.Paragraph>
        </section>
      ))}
    </>
  );
}

interface CookieRow {
  key: string;
  name: string;
  purpose: string;
}

/** The cookies the product sets, and what each one is for (spec section 9). */
export function CookiePolicyText() {
  const { t } = useTranslation('policies');
  const rows: CookieRow[] = COOKIES.map((cookie) => ({
    key: cookie,
    name: t(`cookie.${cookie}Name`),
    purpose: t(`cookie.${cookie}Purpose`),
  }));
  return (
    <>
      <Typography.Paragraph className="policy__intro">{t('cookie.intro')}</Typography.Paragraph>
      <Table<CookieRow>
        dataSource={rows}
        pagination={false}
        columns={[
          { title: t('cookie.nameColumn'), dataIndex: 'name', key: 'name', width: '35%' },
          { title: t('cookie.purposeColumn'), dataIndex: 'purpose', key: 'purpose' },
        ]}
      />
      <Typography.Paragraph className="policy__manage">{t('cookie.manage')}</Typography.Paragraph>
    </>
  );
}
