/**
 * The test suites' own backing-service namespaces: a separate database, RabbitMQ virtual host and
 * Redis key prefix, so tests never touch the data of a running development stack.
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/presently_test',
  RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672/presently_test',
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: 'presently_test:',
  LOG_LEVEL: 'warn',
} as const;

/** Applies TEST_ENV without overriding what the caller set explicitly (e.g. CI pointing elsewhere). */
export function applyTestEnv(env: NodeJS.ProcessEnv = process.env): void {
  for (const [k, v] of Object.entries(TEST_ENV)) env[k] = process.env[`TEST_${k}`] ?? v;
}
