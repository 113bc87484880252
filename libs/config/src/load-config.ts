import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses the environment once at boot. A wrong value stops the app with a message naming
 * every offending variable, never a stack trace from deep inside a library.
 */
export function loadConfig<S extends z.ZodTypeAny>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * A secret from the environment; in development and test, one generated once and kept under var/
 * so that every local process (auth signs, gateway verifies) shares it. Production requires it.
 */
export function resolveSecret(name: string, value: string | undefined, nodeEnv: string): string {
  if (value) return value;
  if (nodeEnv === 'production') throw new ConfigError(`Invalid configuration:\n  ${name}: required in production`);
  const file = resolve(process.cwd(), 'var', 'secrets', `${name.toLowerCase()}.txt`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another local process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}
