import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../shared/ui/PageHeading';

/** Placeholder body for pages that later issues fill; the title and the guard are already real. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="page" data-testid="coming-soon">
      <PageHeading titleKey={titleKey} />
      <Result icon={<ToolOutlined />} title={t('comingSoon.heading')} subTitle={t('comingSoon.body')} />
    </section>
  );
}
