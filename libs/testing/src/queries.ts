import { Client } from 'pg';
import { RpcError } from '@presently/messaging';

/** One query on the test database (DATABASE_URL), on a connection of its own: for arranging and checking rows. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The error an RPC answered, or fails the test when it succeeded. */
export async function rpcError(promise: Promise<unknown>): Promise<RpcError['body']> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (err: unknown) => ({ err }),
  );
  if (!('err' in outcome)) throw new Error(`expected an error, got ${JSON.stringify(outcome.value)}`);
  if (!(outcome.err instanceof RpcError)) throw outcome.err;
  return outcome.err.body;
}

/** A database of its own for a suite (DATABASE_URL's name + suffix), e.g. so that reverting migrations never touches the other suites' schemas. */
export function scratchDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
