/** Message keys of presence errors (the web translates them). */
export const PRESENCE_ERRORS = {
  /** "management disabled your logging" (403). */
  loggingDisabled: 'presence_logging_disabled',
  /** The user's work settings turn off "use via web or mobile app": they clock at the gates only (403). */
  webUseDisabled: 'web_use_disabled',
  /** Ending a kind that is not on (409). */
  notStarted: 'presence_not_started',
  /** 'Invalid option': an unknown action (400). */
  invalidOption: 'invalid_option',
  /** "This gate does not exist" (404). */
  gateNotFound: 'gate_not_found',
  /** "gate does not exist or is not active" (403). */
  gateInactive: 'gate_inactive',
  /** "device id required or unknown" (401 on a bad key, 422 on a missing or mismatched id). */
  deviceUnknown: 'device_unknown',
  /** "wrong QR code" (422). */
  wrongQrCode: 'wrong_qr_code',
  /** "user does not exist" (404). */
  userNotFound: 'user_not_found',
  /** "company does not exist or is missing" (404). */
  companyNotFound: 'company_not_found',
  /** The target user is outside the actor's scope: "no permission to perform actions" (403). */
  noPermission: 'no_permission',
  /** Edited times: end must be later than start (422 on the field). */
  endBeforeStart: 'end_before_start',
  /** Reason or comment: required / at most 250 characters (422 on the field). */
  required: 'required',
  tooLong: 'too_long',
  /** "no changes to save" (422). */
  noChanges: 'no_changes_to_save',
} as const;
