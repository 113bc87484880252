import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import { ORG_RPC, type Lang, type SeedDemoResult } from '@presently/contracts';
import { createLogger, PinoNestLogger } from '@presently/logger';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { normaliseEmail } from '@presently/validation';
import { ProvisionAccountsUseCase } from '../provisioning/usecases/provision-accounts/provision-accounts.usecase';
import { AppModule } from '../app.module';
import { type DemoActivityReport, EMPTY_ACTIVITY, seedDemoActivity } from './demo-activity';

/** The password of every demo login (it satisfies the password policy). */
export const DEMO_PASSWORD = 'Presently1!';
/** org's demo seed can take a while on a cold database. */
const SEED_TIMEOUT_MS = 60_000;

export interface DemoLogin {
  email: string;
  password: string;
  role_id: number;
}

/**
 * `node main.js seed`: asks org (which must be running) for its idempotent demo company, gives every
 * demo user an account (demo password, verified, terms accepted), then writes the company's activity
 * (absences, schedules, presence history: demo-activity.ts) and prints one JSON line
 * `{"demo_logins":[…],"demo_activity":{…}}`. Running it again changes nothing.
 */
export async function seedDemo(): Promise<DemoLogin[]> {
  return (await seedDemoWithActivity()).logins;
}

export async function seedDemoWithActivity(): Promise<{ logins: DemoLogin[]; activity: DemoActivityReport }> {
  const logger = createLogger('auth-seed');
  const app = await NestFactory.createApplicationContext(AppModule, { logger: new PinoNestLogger(logger) });
  try {
    const rpc = app.get<RpcClient>(RPC_CLIENT);
    const meta = { requestId: randomUUID(), actor: null };
    const demo = await rpc.send<SeedDemoResult>('org', ORG_RPC.seedDemo, {}, meta, SEED_TIMEOUT_MS);
    const lang: Lang = 'en';
    await app.get(ProvisionAccountsUseCase).execute(
      demo.users.map((u) => ({
        userId: u.user_id,
        companyId: demo.company_id,
        email: normaliseEmail(u.email),
        roleId: u.role_id,
        lang,
        password: DEMO_PASSWORD,
        termsAccepted: true,
        emailVerified: true,
      })),
    );
    // The logins work without the activity; a run that could not finish it says so, and the next
    // seed fills in what is missing (it is idempotent per person).
    const activity = await seedDemoActivity(rpc, demo, logger).catch((err: unknown): DemoActivityReport => {
      logger.error({ err }, 'demo activity incomplete');
      return { ...EMPTY_ACTIVITY, error: err instanceof Error ? err.message : String(err) };
    });
    return { logins: demo.users.map((u) => ({ email: normaliseEmail(u.email), password: DEMO_PASSWORD, role_id: u.role_id })), activity };
  } finally {
    await app.close();
  }
}

export async function runSeedProcess(): Promise<void> {
  try {
    const { logins, activity } = await seedDemoWithActivity();
    process.stdout.write(`${JSON.stringify({ demo_logins: logins, demo_activity: activity })}\n`);
    process.exit(0);
  } catch (err) {
    createLogger('auth-seed').fatal({ err }, 'demo seed failed');
    process.exit(1);
  }
}
