import { authEnvSchema, loadConfig, resolveSecret, type AuthEnv } from '@presently/config';
import { deriveKey, KEY_PURPOSES } from './domain/keys';

/** auth's validated configuration with its secrets resolved (generated and shared under var/ in development). */
export interface AuthConfig extends AuthEnv {
  jwtSecret: string;
  altchaHmacKey: string;
  /** Keys derived from JWT_SECRET: hashing e-mailed codes, signing verification links. */
  codeKey: string;
  linkKey: string;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const parsed = loadConfig(authEnvSchema, env);
  // The gateway verifies access tokens with the same secret (resolveSecret shares it in development).
  const jwtSecret = resolveSecret('JWT_SECRET', parsed.JWT_SECRET, parsed.NODE_ENV);
  return {
    ...parsed,
    jwtSecret,
    altchaHmacKey: resolveSecret('ALTCHA_HMAC_KEY', parsed.ALTCHA_HMAC_KEY, parsed.NODE_ENV),
    codeKey: deriveKey(jwtSecret, KEY_PURPOSES.oneTimeCodes),
    linkKey: deriveKey(jwtSecret, KEY_PURPOSES.emailVerification),
  };
}
