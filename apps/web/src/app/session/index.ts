/**
 * What features may use of the session: the signed-in user, the access table, roles and the calls
 * that change the session. Features import this entry only, never the files behind it.
 */
export { Actions, canAccess, canDo, canRunReport, hasAcceptedTerms, homePathFor, Paths } from './access';
export {
  authApi,
  isSessionGranted,
  useAcceptPrivacyPolicyMutation,
  useExpiredPasswordChangeMutation,
  useFirstPasswordChangeMutation,
  useLoginMutation,
  useLoginTwoFactorMutation,
  useResendTwoFactorMutation,
  useSubmitSurveyMutation,
  useUpdateUserPasswordMutation,
} from './authApi';
export { roleIdOf } from './roles';
export { sessionCleared } from './sessionActions';
export { avatarChanged, selectAvatar, selectCurrentUser } from './sessionSlice';
export type { SessionUser } from './types';
export { useFinishLogin } from './useFinishLogin';
export { useLogout } from './useLogout';
