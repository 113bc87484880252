import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { accountModalFor, rememberSurveyDismissed, surveyDismissedBy } from './accountModals';
import { ForcedPasswordModal } from './ForcedPasswordModal';
import { SurveyModal } from './SurveyModal';

/**
 * The dialogs every signed-in page may show: forced or expired password, then the survey. A chunk of
 * its own (with antd's Form, Input, Modal, Progress, Radio): the shell loads it only when a dialog is
 * due (app/shell/AccountModalsLoader.tsx, issue 14).
 */
export function AccountModals() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const [dismissedNow, setDismissedNow] = useState(false);
  const surveyDismissed = dismissedNow || (user !== null && surveyDismissedBy(user.id));
  const modal = accountModalFor(user, pathname, surveyDismissed);

  if (!user) return null;
  if (modal === 'firstPassword') return <ForcedPasswordModal kind="first" />;
  if (modal === 'expiredPassword') return <ForcedPasswordModal kind="expired" />;
  return (
    <SurveyModal
      open={modal === 'survey'}
      user={user}
      onClose={() => {
        rememberSurveyDismissed(user.id);
        setDismissedNow(true);
      }}
    />
  );
}
