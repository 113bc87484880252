// What other features may use of the account dialogs: the change-password form and its notice.
export { PasswordChangeForm } from './PasswordChangeForm';
export { usePasswordSuccessNotice } from './usePasswordSuccessNotice';
