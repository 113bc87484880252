import { Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="app-footer" data-testid="footer">
      <Space split={<span aria-hidden="true">·</span>} wrap>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('footer.madeBy')}</span>
        <span>{t('footer.version')}</span>
        <Link to="/cookie-policy">{t('footer.cookiePolicy')}</Link>
        <Link to="/privacy-policy">{t('footer.privacyPolicy')}</Link>
      </Space>
    </Layout.Footer>
  );
}
