import { CalendarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Paths } from '../../app/session';
import { ButtonLink } from '../../shared/ui/ButtonLink';

/** The way to the absence request form (issue 11: reachable from /my-presence as well as the menu). */
export function RequestAbsenceLink() {
  const { t } = useTranslation('absences');
  return (
    <ButtonLink to={Paths.myAbsences} icon={<CalendarOutlined />} data-testid="request-absence-link">
      {t('form.link')}
    </ButtonLink>
  );
}
