/** The seven back-end services behind the gateway. Each owns one PostgreSQL schema and one RPC queue. */
export const SERVICE_NAMES = [
  'auth',
  'org',
  'presence',
  'absence',
  'reports',
  'documents',
  'notifications',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
