import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gatewayEnvSchema, serviceEnvSchema } from './env.schema';
import { ConfigError, loadConfig, resolveSecret } from './load-config';

describe('configuration', () => {
  it('works with no environment at all (local defaults)', () => {
    const config = loadConfig(gatewayEnvSchema, {});
    expect(config).toMatchObject({ PORT: 8080, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/presently', NODE_ENV: 'development' });
    expect(loadConfig(serviceEnvSchema, {}).HEALTH_PORT).toBe(0);
  });

  it('stops with a message naming every wrong variable', () => {
    expect(() => loadConfig(gatewayEnvSchema, { PORT: 'eighty', RABBITMQ_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig(gatewayEnvSchema, { PORT: 'eighty', RABBITMQ_URL: 'not a url' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/RABBITMQ_URL/);
    }
  });

  it('requires secrets in production and generates one shared secret in development', () => {
    expect(() => resolveSecret('JWT_SECRET', undefined, 'production')).toThrow(/JWT_SECRET: required in production/);
    const cwd = process.cwd();
    const dir = mkdtempSync(join(tmpdir(), 'presently-secret-'));
    process.chdir(dir);
    try {
      const first = resolveSecret('JWT_SECRET', undefined, 'development');
      const second = resolveSecret('JWT_SECRET', undefined, 'development');
      expect(first).toHaveLength(64);
      expect(second).toBe(first);
      expect(readFileSync(join(dir, 'var/secrets/jwt_secret.txt'), 'utf8')).toBe(first);
    } finally {
      process.chdir(cwd);
    }
    expect(resolveSecret('JWT_SECRET', 'given', 'production')).toBe('given');
  });
});
