import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExpiredPasswordChangeMutation, useFirstPasswordChangeMutation, useLogout } from '../../app/session';
import { PasswordChangeForm } from './PasswordChangeForm';
import { usePasswordSuccessNotice } from './usePasswordSuccessNotice';
import { Typography } from '../../shared/ui/Typography';

/**
 * The two password dialogs of spec section 4, which cannot be dismissed (only logout leads away):
 * - `first`: after a password someone else set (`change_password_required`) → `POST /api/first-password-change`;
 * - `expired`: the company's 3-month rule (`password_expired`) → `POST /api/password/expired-change`,
 *   with the current password and the rules text.
 */
export function ForcedPasswordModal({ kind }: { kind: 'first' | 'expired' }) {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const notifySuccess = usePasswordSuccessNotice();
  const [firstChange] = useFirstPasswordChangeMutation();
  const [expiredChange] = useExpiredPasswordChangeMutation();
  const first = kind === 'first';

  return (
    <Modal
      open
      title={t(first ? 'firstPassword.title' : 'expiredPassword.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Button type="link" onClick={() => void logout()}>
          {t('logout')}
        </Button>
      }
    >
      <Typography.Paragraph data-testid={first ? 'first-password-modal' : 'expired-password-modal'}>
        {t(first ? 'firstPassword.body' : 'expiredPassword.body')}
      </Typography.Paragraph>
      <PasswordChangeForm
        requireOld={!first}
        testId={first ? 'first-password-form' : 'expired-password-form'}
        submitLabel={t('password.submit')}
        onSubmit={(values) =>
          first
            ? firstChange({ password: values.password, password_confirmation: values.password_confirmation })
            : expiredChange(values)
        }
        onSuccess={notifySuccess}
      />
    </Modal>
  );
}
