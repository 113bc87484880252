import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { accountModalFor, surveyDismissedBy } from '../../features/account/accountModals';
import { useAppSelector } from '../hooks';
import { selectCurrentUser } from '../session/sessionSlice';
import { lazyPart } from './lazyPage';

/**
 * The account dialogs (forced or expired password, the survey) with antd's Form, Input, Modal,
 * Progress and Radio: about 40 KB gzip that most visits never show, so not in the shell's chunk
 * (issue 14). Fetched with the `account` texts the first time a dialog is due.
 */
const AccountModals = lazyPart(() => import('../../features/account/AccountModals').then((m) => m.AccountModals), ['account']);

/** While the dialogs' chunk arrives: the dialog's mask, already covering the page, and a loading status. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="account-dialog-loading" role="status" data-testid="account-dialog-loading">
      <span className="ui-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/**
 * Renders AccountModals once a dialog is due for the signed-in user, and keeps it from then on: from
 * there it decides alone, as when it was part of the shell (a success notice outlives its dialog).
 */
export function AccountModalsLoader() {
  const user = useAppSelector(selectCurrentUser);
  const { pathname } = useLocation();
  const due = user !== null && accountModalFor(user, pathname, surveyDismissedBy(user.id)) !== null;
  const [wanted, setWanted] = useState(due);
  if (due && !wanted) setWanted(true); // state from the render before (React's "storing information from previous renders")

  if (!wanted) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <AccountModals />
    </Suspense>
  );
}
