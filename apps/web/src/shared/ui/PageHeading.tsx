import { useTranslation } from 'react-i18next';
import { Typography } from './Typography';

/** The page's title as its main heading (the same text as in the document title). */
export function PageHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('titles');
  return (
    <Typography.Title level={2} className="page-heading">
      {t(titleKey)}
    </Typography.Title>
  );
}
