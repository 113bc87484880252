import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { accountModalFor } from './accountModals';
import { ForcedPasswordModal } from './ForcedPasswordModal';
import { SurveyModal } from './SurveyModal';

/** Closing the survey hides it for the rest of the browser tab's session (a new tab asks again). */
const SURVEY_DISMISSED_KEY = 'presently.surveyDismissed';

function surveyDismissedBy(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(SURVEY_DISMISSED_KEY) === String(userId);
  } catch {
    return false; // storage disabled: ask again after a reload
  }
}

function rememberSurveyDismissed(userId: number): void {
  try {
    window.sessionStorage.setItem(SURVEY_DISMISSED_KEY, String(userId));
  } catch {
    // storage disabled: the survey is hidden until the next reload only
  }
}

/** The dialogs every signed-in page may show: forced or expired password, then the survey. */
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
