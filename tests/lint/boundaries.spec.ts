import { spawnSync } from 'node:child_process';
import path from 'node:path';

/*
 * The layering of docs/where-things-live.md is enforced by the lint. Each case below is a file that
 * breaks one rule, linted where it would stand (nothing is written), beside one that keeps it.
 */

const root = path.resolve(__dirname, '..', '..');
const BOUNDARY = '@nx/enforce-module-boundaries';
const RESTRICTED = 'no-restricted-imports';

interface Case {
  path: string;
  code: string;
}

function lint(cases: Case[]): Map<string, string[]> {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const graph = spawnSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, env, encoding: 'utf8' });
  if (graph.status !== 0) throw new Error(`nx show projects failed: ${graph.stderr}`);
  const run = spawnSync(process.execPath, ['tools/lint/lint-texts.mjs'], { cwd: root, env, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lint-texts failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as Array<{ path: string; rules: string[] }>;
  return new Map(results.map((r) => [r.path, r.rules]));
}

const use = (what: string) => `${what}\nexport const probe = [used];\n`;

const cases: Record<string, Case> = {
  pureImportsPlatform: { path: 'libs/domain/src/probe-violation.ts', code: use("import { migrateSchema as used } from '@presently/database';") },
  pureImportsPure: { path: 'libs/domain/src/probe-fine.ts', code: use("import { ERROR_KEYS as used } from '@presently/contracts';") },
  rulesImportMessaging: { path: 'libs/presence-rules/src/probe-violation.ts', code: use("import { RpcError as used } from '@presently/messaging';") },
  serviceImportsGateway: { path: 'apps/presence/src/probe-violation.ts', code: use("import { RPC_CLIENT as used } from '../../gateway/src/common/tokens';") },
  serviceImportsService: { path: 'apps/presence/src/probe-violation-2.ts', code: use("import { AppModule as used } from '../../org/src/app.module';") },
  serviceImportsLibs: { path: 'apps/presence/src/probe-fine.ts', code: use("import { migrateSchema as used } from '@presently/database';") },
  webImportsPlatform: { path: 'apps/web/src/probe-violation.ts', code: use("import { RpcClient as used } from '@presently/messaging';") },
  webImportsContracts: { path: 'apps/web/src/probe-fine.ts', code: use("import { ROLES as used } from '@presently/contracts';") },
  domainImportsNest: { path: 'apps/absence/src/requests/domain/probe-violation.ts', code: use("import { Injectable as used } from '@nestjs/common';") },
  domainImportsTypeorm: { path: 'apps/org/src/users/domain/probe-violation.ts', code: use("import { DataSource as used } from 'typeorm';") },
  domainImportsRedis: { path: 'apps/presence/src/clocking/domain/probe-violation.ts', code: use("import used from 'ioredis';") },
  domainImportsAmqp: { path: 'apps/presence/src/devices/domain/probe-violation.ts', code: use("import { connect as used } from 'amqplib';") },
  webSharedImportsFeature: { path: 'apps/web/src/shared/ui/ProbeViolation.tsx', code: use("import { usersApi as used } from '../../features/users/usersApi';") },
  webFeatureImportsStore: { path: 'apps/web/src/features/presence/probeViolation.ts', code: use("import { store as used } from '../../app/store';") },
  webFeatureImportsInternals: { path: 'apps/web/src/features/presence/probeViolation2.ts', code: use("import { usersApi as used } from '../users/usersApi';") },
  webFeatureImportsSession: { path: 'apps/web/src/features/presence/probeFine.ts', code: use("import { useAppSelector as used } from '../../app/hooks';") },
  domainImportsKernel: { path: 'apps/org/src/users/domain/probe-fine.ts', code: use("import { DomainError as used } from '@presently/domain';") },
};

describe('module boundaries (the lint fails on each violation)', () => {
  let rules: Map<string, string[]>;
  beforeAll(() => {
    rules = lint(Object.values(cases));
  }, 120_000);
  const hit = (name: keyof typeof cases) => rules.get(cases[name].path);

  it('a pure lib may import pure libs only', () => {
    expect(hit('pureImportsPlatform')).toContain(BOUNDARY);
    expect(hit('rulesImportMessaging')).toContain(BOUNDARY);
    expect(hit('pureImportsPure')).toEqual([]);
  });

  it('a service imports libs, never the gateway or another service', () => {
    expect(hit('serviceImportsGateway')).toContain(BOUNDARY);
    expect(hit('serviceImportsService')).toContain(BOUNDARY);
    expect(hit('serviceImportsLibs')).toEqual([]);
  });

  it('the web imports contracts and pure libs only', () => {
    expect(hit('webImportsPlatform')).toContain(BOUNDARY);
    expect(hit('webImportsContracts')).toEqual([]);
  });

  it('in the web, shared/ knows no feature, and features use app/api, app/hooks, app/session and other features’ index only', () => {
    expect(hit('webSharedImportsFeature')).toContain(RESTRICTED);
    expect(hit('webFeatureImportsStore')).toContain(RESTRICTED);
    expect(hit('webFeatureImportsInternals')).toContain(RESTRICTED);
    expect(hit('webFeatureImportsSession')).toEqual([]);
  });

  it('domain folders import no Nest, TypeORM, amqplib or ioredis', () => {
    expect(hit('domainImportsNest')).toContain(RESTRICTED);
    expect(hit('domainImportsTypeorm')).toContain(RESTRICTED);
    expect(hit('domainImportsRedis')).toContain(RESTRICTED);
    expect(hit('domainImportsAmqp')).toContain(RESTRICTED);
    expect(hit('domainImportsKernel')).toEqual([]);
  });
});
