import { Client } from 'pg';
import type { DataSource } from 'typeorm';

const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

/** Creates the database named in the URL when it is missing (connecting to `postgres` to do so). */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === DUPLICATE_DATABASE || code === UNIQUE_VIOLATION) return false; // created concurrently
    throw err;
  } finally {
    await client.end();
  }
}

/**
 * Runs a service's pending migrations under an advisory lock on its schema, so replicas starting
 * together migrate once. Returns the names of the migrations applied.
 */
export async function migrateSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  const ownsConnection = !dataSource.isInitialized;
  if (ownsConnection) await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`presently.migrate.${schema}`]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`presently.migrate.${schema}`]);
    }
  } finally {
    await runner.release();
    if (ownsConnection) await dataSource.destroy();
  }
}
