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

/**
 * The cookies the product sets, and what each one is for (spec section 9): a plain table drawn like
 * antd's (styles.css `.policy-table`): antd's Table, with its pagination, filters and Select, would
 * add ~80 KB gzip to the first visit of the policy pages, where a new user accepts the terms.
 */
export function CookiePolicyText() {
  const { t } = useTranslation('policies');
  return (
    <>
      <Typography.Paragraph className="policy__intro">{t('cookie.intro')}</Typography.Paragraph>
      <table className="policy-table">
        <thead>
          <tr>
            <th scope="col" style={{ width: '35%' }}>
              {t('cookie.nameColumn')}
            </th>
            <th scope="col">{t('cookie.purposeColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie}>
              <td>{t(`cookie.${cookie}Name`)}</td>
              <td>{t(`cookie.${cookie}Purpose`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph className="policy__manage">{t('cookie.manage')}</Typography.Paragraph>
    </>
  );
}
