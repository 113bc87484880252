/**
 * Stable message keys for errors that cross the wire. The web translates them (en, mk, bg);
 * services and the gateway never send prose.
 */
export const ERROR_KEYS = {
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  validationFailed: 'validation_failed',
  serviceUnavailable: 'service_unavailable',
  healthDegraded: 'health_degraded',
  serverError: 'server_error',
  unknownPattern: 'unknown_pattern',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  malformedBody: 'malformed_body',
} as const;

export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];
