import { hasAcceptedTerms, Paths, type SessionUser } from '../../app/session';

export type AccountModal = 'firstPassword' | 'expiredPassword' | 'survey' | null;

/** The server sends the flags as booleans or 0/1. */
const isSet = (flag: boolean | number | null | undefined): boolean => flag === true || flag === 1;

/** Pages where no password dialog is shown (spec section 4). */
const WITHOUT_PASSWORD_MODALS: readonly string[] = [Paths.login, Paths.privacyPolicy];

/**
 * Which account dialog a user gets on `pathname` (spec section 4), at most one at a time:
 * 1. the forced new password (`change_password_required`);
 * 2. the expired password, only when the first is not shown;
 * neither on the login page or the privacy policy;
 * 3. the survey: password not expired, no password dialog, terms accepted, survey flag 0.
 */
export function accountModalFor(user: SessionUser | null, pathname: string, surveyDismissed: boolean): AccountModal {
  if (!user) return null;
  const passwordDialogsAllowed = !WITHOUT_PASSWORD_MODALS.includes(pathname);
  const mustChange = isSet(user.change_password_required);
  const expired = isSet(user.password_expired);
  if (passwordDialogsAllowed && mustChange) return 'firstPassword';
  if (passwordDialogsAllowed && expired) return 'expiredPassword';
  if (!expired && !mustChange && hasAcceptedTerms(user) && user.survey === 0 && !surveyDismissed) return 'survey';
  return null;
}

/** Closing the survey hides it for the rest of the browser tab's session (a new tab asks again). */
const SURVEY_DISMISSED_KEY = 'presently.surveyDismissed';

export function surveyDismissedBy(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(SURVEY_DISMISSED_KEY) === String(userId);
  } catch {
    return false; // storage disabled: ask again after a reload
  }
}

export function rememberSurveyDismissed(userId: number): void {
  try {
    window.sessionStorage.setItem(SURVEY_DISMISSED_KEY, String(userId));
  } catch {
    // storage disabled: the survey is hidden until the next reload only
  }
}
