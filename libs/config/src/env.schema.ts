import { z } from 'zod';

/**
 * Every environment variable any app reads, with a working local default.
 * The deploy tests check that docker-compose and k8s set each one an app reads.
 */
const port = z.coerce.number().int().min(1).max(65535);

export const commonEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RABBITMQ_URL: z.string().url().default('amqp://guest:guest@127.0.0.1:5672'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('presently:'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
});

export const serviceEnvSchema = commonEnvSchema.extend({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/presently'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PREFETCH: z.coerce.number().int().min(1).max(1000).default(32),
  /** Port of the probe endpoint for orchestrators (k8s, compose); 0 turns it off, as on a dev machine. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export const gatewayEnvSchema = commonEnvSchema.extend({
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/presently'),
  PORT: port.default(8080),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(32).optional(),
  WEB_DIST: z.string().default('dist/apps/web'),
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  /** The longest the gateway waits for any RPC, slow ones included (report previews, exports, PDF conversion). */
  RPC_LONGEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(180_000),
  /** Brute-force limits on login, two-factor, forgot and reset: per client IP and per account. */
  RATE_LIMIT_IP_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  /** Device API: scans per device per minute (429 beyond); per device, not per address (gates share NATs). */
  RATE_LIMIT_DEVICE_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /**
   * Proxy hops in front of the gateway whose X-Forwarded-For it trusts (Kong: 1). 0 when clients reach
   * it directly, so that nobody can choose the address the per-IP limits count by sending the header.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /**
   * Live sessions answered from the gateway's memory while Redis tracks their keys for it (CLIENT
   * TRACKING; docs/platform.md). `off` reads Redis on every request, as a Redis without tracking needs.
   */
  SESSION_CACHE: z.enum(['on', 'off']).default('on'),
});

/** auth signs tokens, checks bot-check solutions and builds verification links. */
export const authEnvSchema = serviceEnvSchema.extend({
  JWT_SECRET: z.string().min(32).optional(),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Upper bound of the proof-of-work search; higher is slower for bots and people alike. */
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(100_000),
});

/** notifications sends e-mail through SMTP_URL, or into a local outbox when it is unset. */
export const notificationsEnvSchema = serviceEnvSchema.extend({
  /** Where people open the app: links in absence e-mails (the gateway's default). */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Presently <no-reply@presently.local>'),
  OUTBOX_DIR: z.string().default('var/outbox'),
});

/** reports keeps export files, runs exports per company, and mails scheduled reports (docs/reports.md). */
export const reportsEnvSchema = serviceEnvSchema.extend({
  /** Where people open the app: the download link of a scheduled report too large to attach. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /** Days an export's file is kept; then it is deleted and its download answers 410. */
  REPORT_FILES_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Exports of one company running at once across all replicas; the others' exports take the free slots. */
  REPORT_EXPORTS_PER_COMPANY: z.coerce.number().int().min(1).max(20).default(1),
  /** A scheduled report's file up to this size is attached to the e-mail; a larger one goes as a download link. */
  REPORT_MAIL_ATTACHMENT_MAX_BYTES: z.coerce.number().int().min(0).default(10 * 1024 * 1024),
});

export type CommonEnv = z.infer<typeof commonEnvSchema>;
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export type AuthEnv = z.infer<typeof authEnvSchema>;
export type NotificationsEnv = z.infer<typeof notificationsEnvSchema>;
export type ReportsEnv = z.infer<typeof reportsEnvSchema>;

/** Names of the variables each kind of app reads: the deploy manifests must set all of them. */
export const ENV_VARS = {
  gateway: Object.keys(gatewayEnvSchema.shape),
  /** org, presence, absence, documents. */
  service: Object.keys(serviceEnvSchema.shape),
  reports: Object.keys(reportsEnvSchema.shape),
  auth: Object.keys(authEnvSchema.shape),
  notifications: Object.keys(notificationsEnvSchema.shape),
} as const;

/** The variables one app reads. */
export function envVarsOf(app: string): readonly string[] {
  if (app === 'gateway') return ENV_VARS.gateway;
  if (app === 'auth') return ENV_VARS.auth;
  if (app === 'notifications') return ENV_VARS.notifications;
  if (app === 'reports') return ENV_VARS.reports;
  return ENV_VARS.service;
}
