import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../shell/PageHeading';

const COOKIES = ['csrf', 'session', 'analytics', 'consent'] as const;

interface CookieRow {
  key: string;
  name: string;
  purpose: string;
}

export function CookiePolicyPage() {
  const { t } = useTranslation('policies');
  const rows: CookieRow[] = COOKIES.map((cookie) => ({
    key: cookie,
    name: t(`cookie.${cookie}Name`),
    purpose: t(`cookie.${cookie}Purpose`),
  }));

  return (
    <article className="page policy" data-testid="cookie-policy">
      <PageHeading titleKey="cookiePolicy" />
      <Typography.Text type="secondary">{t('cookie.lastUpdated')}</Typography.Text>
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
    </article>
  );
}
