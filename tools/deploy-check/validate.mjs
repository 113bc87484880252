#!/usr/bin/env node
// Checks the container deployment files without a container engine or a cluster:
//   1. docker-compose.yml        docker-compose -f docker-compose.yml config -q   (Debian's docker-compose)
//   2. deploy/kong/kong.yml      deck validate -s deploy/kong/kong.yml             (Debian's deck)
//   3. k8s/                      kubectl kustomize k8s/
//   4. every rendered document   validated against its Kubernetes schema with kubernetes-models 4.x
// Prints one line per check and a final "N passed, N failed"; exits 1 when anything failed.
// Usage (from anywhere): node tools/deploy-check/validate.mjs
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What to install when a command is missing. */
const INSTALL = {
  'docker-compose': 'apt-get install -y docker-compose deck',
  deck: 'apt-get install -y docker-compose deck',
  kubectl:
    'install kubectl >= 1.27 (kustomize v5): apt-get install -y kubectl from the Kubernetes apt repository ' +
    '(https://pkgs.k8s.io, see https://kubernetes.io/docs/tasks/tools/install-kubectl-linux/); ' +
    "Debian's kubernetes-client 1.20 is too old for this kustomization",
};

let passed = 0;
let failed = 0;

function pass(name, detail = '') {
  passed += 1;
  console.log(`PASS ${name}${detail ? ` (${detail})` : ''}`);
}

function fail(name, reason) {
  failed += 1;
  const text = String(reason).trim().replace(/\s*\n\s*/g, ' | ');
  console.log(`FAIL ${name}: ${text}`);
}

/** Runs a command in the workspace root; returns its output, or records the failure and returns null. */
function run(name, command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) {
    if (result.error.code === 'ENOENT') fail(name, `${command} not found: ${INSTALL[command]}`);
    else fail(name, `${command} ${args.join(' ')}: ${result.error.message}`);
    return null;
  }
  if (result.status !== 0) {
    fail(name, `${command} ${args.join(' ')} exited ${result.status ?? result.signal}: ${result.stderr || result.stdout}`);
    return null;
  }
  pass(name, `${command} ${args.join(' ')}`);
  return result.stdout;
}

/** The kubernetes-models class for an apiVersion/kind, e.g. apps/v1 + Deployment -> kubernetes-models/apps/v1/Deployment. */
async function modelFor(apiVersion, kind) {
  try {
    const module = await import(`kubernetes-models/${apiVersion}/${kind}`);
    return module[kind] ?? null;
  } catch (err) {
    if (err?.code === 'ERR_MODULE_NOT_FOUND' || err?.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') return null;
    throw err;
  }
}

/**
 * kustomize's secretGenerator wraps base64 values longer than 70 characters over several lines.
 * The API server's base64 decoder skips line breaks, but kubernetes-models' "byte" format does not,
 * so they are removed before validation (a value that is not base64 still fails).
 */
function normalize(object) {
  if (object.apiVersion !== 'v1' || object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(
    Object.entries(object.data).map(([key, value]) => [key, typeof value === 'string' ? value.replace(/[\r\n]/g, '') : value]),
  );
  return { ...object, data };
}

async function validateRendered(yamlText) {
  const docs = parseAllDocuments(yamlText);
  const objects = [];
  for (const doc of docs) {
    if (doc.errors.length > 0) {
      fail('k8s output parses', doc.errors.map((e) => e.message).join('; '));
      return;
    }
    const value = doc.toJS();
    if (value !== null && value !== undefined) objects.push(value);
  }
  if (objects.length === 0) {
    fail('k8s output parses', 'kubectl kustomize rendered no documents');
    return;
  }
  pass('k8s output parses', `${objects.length} documents`);

  try {
    await import('kubernetes-models/v1/Namespace');
  } catch {
    fail('k8s schemas', 'the npm package kubernetes-models 4.x is missing: run npm install in the workspace root');
    return;
  }

  for (const object of objects) {
    const { apiVersion, kind } = object;
    const label = `k8s ${kind ?? '?'}/${object.metadata?.name ?? '?'} (${apiVersion ?? '?'})`;
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      fail(label, 'apiVersion and kind are required');
      continue;
    }
    const Model = await modelFor(apiVersion, kind);
    if (!Model) {
      fail(label, `kubernetes-models has no model for ${apiVersion} ${kind} (not a built-in Kubernetes kind?)`);
      continue;
    }
    try {
      new Model(normalize(object)).validate();
      pass(label);
    } catch (err) {
      fail(label, err?.message ?? err);
    }
  }
}

run('docker-compose.yml', 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']);
run('deploy/kong/kong.yml', 'deck', ['validate', '-s', 'deploy/kong/kong.yml']);
const rendered = run('k8s/ kustomize build', 'kubectl', ['kustomize', 'k8s/']);
if (rendered !== null) await validateRendered(rendered);

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
