import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppApi } from '../../shared/ui/useAppApi';

/** Spec sections 8 and 9: 'Success!' / 'Password updated successfully!', closing after 3 seconds. */
export const PASSWORD_NOTICE_MS = 3000;

export function usePasswordSuccessNotice(): () => void {
  const { t } = useTranslation('account');
  const { notification } = useAppApi();
  return useCallback(() => {
    notification.success({
      message: t('passwordSuccess.title'),
      description: t('passwordSuccess.body'),
      duration: PASSWORD_NOTICE_MS / 1000,
      // Tests and the e-2-e suite find it by this id.
      props: { 'data-testid': 'password-success' },
    });
  }, [notification, t]);
}
