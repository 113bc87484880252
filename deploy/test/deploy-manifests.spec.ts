/**
 * The deployment files agree with the code: every app runs in docker-compose.yml and in k8s/, with
 * exactly the environment variables it reads (envVarsOf in libs/config; secrets only where read),
 * probes on the paths and ports the apps serve, migrations before each service, and Kong routing
 * only to the gateway.
 *
 * No container engine, cluster or kubectl is needed: the k8s side is read from the kustomization's
 * source files (resources and generators). `node tools/deploy-check/validate.mjs` checks the same
 * files with docker-compose, deck, kubectl and the Kubernetes schemas.
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { envVarsOf } from '@presently/config';
import { SERVICE_NAMES } from '@presently/contracts';

const root = resolve(__dirname, '..', '..');
const APPS = ['gateway', ...SERVICE_NAMES] as const;
const GATEWAY_PORT = 8080;
const HEALTH_PORT = 3000;
/** Variables that carry credentials: in k8s they must come from a Secret, never a ConfigMap. */
const SECRET_VARS = ['JWT_SECRET', 'ALTCHA_HMAC_KEY', 'DATABASE_URL', 'RABBITMQ_URL', 'REDIS_URL', 'SMTP_URL'];
/**
 * Set in app containers besides their envVarsOf(app) variables: APP picks the app in the one image;
 * NODE_OPTIONS gives an app the Node options the local runner starts it with (NODE_ARGS, below).
 */
const IMAGE_VARS = ['APP', 'NODE_OPTIONS'];
/** The Node options `npm start` and the tests start each app with (tools/run/lib/stack.cjs). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { NODE_ARGS } = require('../../tools/run/lib/stack.cjs') as { NODE_ARGS: Record<string, string[]> };
/** Keys only some apps may hold, and the compose services / k8s containers (deployment/container) that may. */
const RESTRICTED_VARS: Record<string, { compose: string[]; k8s: string[] }> = {
  // auth signs, the gateway verifies; auth's migration runs auth's code.
  JWT_SECRET: { compose: ['auth', 'gateway', 'migrate-auth'], k8s: ['auth/auth', 'auth/migrate', 'gateway/gateway'] },
  ALTCHA_HMAC_KEY: { compose: ['auth', 'migrate-auth'], k8s: ['auth/auth', 'auth/migrate'] },
};

// Plain object views of YAML; the assertions below check every field they rely on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;

const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** What `present` lacks of `wanted` and has beyond it (ignoring IMAGE_VARS), both sorted. */
function envDiff(wanted: readonly string[], present: Iterable<string>): { missing: string[]; extra: string[] } {
  const want = new Set(wanted);
  const have = new Set([...present].filter((name) => !IMAGE_VARS.includes(name)));
  return {
    missing: [...want].filter((name) => !have.has(name)).sort(),
    extra: [...have].filter((name) => !want.has(name)).sort(),
  };
}

/** The compose fallback of `${NAME:-fallback}`, or the value itself. */
const composeFallback = (value: string | undefined) => /^\$\{\w+:-(.*)\}$/.exec(value ?? '')?.[1] ?? value ?? '';

// ---- docker-compose.yml ------------------------------------------------------------------------

// `merge` resolves the `<<: *anchor` keys that the compose file uses for shared fragments.
const compose: Obj = parse(read('docker-compose.yml'), { merge: true });
const composeServices: Obj = compose.services ?? {};

/** A compose service's environment as a map, from either the mapping or the list form. */
function composeEnv(service: Obj | undefined): Record<string, string> {
  const env = service?.environment;
  if (!env) return {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry: string) => {
        const at = entry.indexOf('=');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** The URL a compose healthcheck fetches, e.g. { port: 3000, path: '/ready' }. */
function healthcheckTarget(service: Obj | undefined): { port: number; path: string } | null {
  const test = service?.healthcheck?.test;
  const text = Array.isArray(test) ? test.join(' ') : String(test ?? '');
  const match = /https?:\/\/(?:127\.0\.0\.1|localhost):(\d+)(\/[\w/.-]*)/.exec(text);
  return match ? { port: Number(match[1]), path: match[2] } : null;
}

// ---- k8s/ (kustomization sources) ----------------------------------------------------------------

/** The kustomization fields this reader understands; anything else must be taught to it first. */
const KNOWN_KUSTOMIZATION_KEYS = [
  'apiVersion',
  'kind',
  'namespace',
  'labels',
  'resources',
  'images',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
];

function kvPairs(lines: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf('=');
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1);
  }
  return out;
}

/** A configMapGenerator/secretGenerator entry as the object it generates (unhashed name, plain values). */
function generated(kind: 'ConfigMap' | 'Secret', entry: Obj, dir: string): Obj {
  const data: Record<string, string> = { ...kvPairs(entry.literals ?? []) };
  for (const envFile of entry.envs ?? []) {
    const lines = readFileSync(join(dir, envFile), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.trim().startsWith('#'));
    Object.assign(data, kvPairs(lines));
  }
  for (const file of (entry.files ?? []) as string[]) {
    const at = file.indexOf('=');
    const [key, path] = at < 0 ? [basename(file), file] : [file.slice(0, at), file.slice(at + 1)];
    data[key] = readFileSync(join(dir, path), 'utf8');
  }
  return { apiVersion: 'v1', kind, metadata: { name: entry.name }, data, generatorFiles: entry.files ?? [] };
}

function loadKustomization(dir: string): { kustomization: Obj; objects: Obj[] } {
  const kustomization: Obj = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8'));
  const unknown = Object.keys(kustomization).filter((k) => !KNOWN_KUSTOMIZATION_KEYS.includes(k));
  if (unknown.length > 0) {
    throw new Error(`deploy-manifests.spec.ts cannot read kustomization fields ${unknown.join(', ')}: extend loadKustomization`);
  }
  const objects: Obj[] = [];
  for (const resource of kustomization.resources ?? []) {
    for (const doc of parseAllDocuments(readFileSync(join(dir, resource), 'utf8'))) {
      if (doc.errors.length > 0) throw new Error(`${resource}: ${doc.errors[0].message}`);
      const value = doc.toJS();
      if (value) objects.push({ ...value, sourceFile: resource });
    }
  }
  for (const entry of kustomization.configMapGenerator ?? []) objects.push(generated('ConfigMap', entry, dir));
  for (const entry of kustomization.secretGenerator ?? []) objects.push(generated('Secret', entry, dir));
  return { kustomization, objects };
}

const k8sDir = join(root, 'k8s');
const { kustomization, objects: k8s } = loadKustomization(k8sDir);
const k8sFind = (kind: string, name: string) => k8s.find((o) => o.kind === kind && o.metadata?.name === name);
const deployment = (name: string) => k8sFind('Deployment', name);
const mainContainer = (name: string): Obj | undefined =>
  deployment(name)?.spec?.template?.spec?.containers?.find((c: Obj) => c.name === name) ??
  deployment(name)?.spec?.template?.spec?.containers?.[0];
const migrateContainer = (name: string): Obj | undefined =>
  deployment(name)?.spec?.template?.spec?.initContainers?.find((c: Obj) => c.name === 'migrate');

/** Every container and initContainer of every Deployment, as "deployment/container". */
function allK8sContainers(): { where: string; container: Obj }[] {
  return k8s
    .filter((o) => o.kind === 'Deployment')
    .flatMap((d) =>
      [...(d.spec?.template?.spec?.initContainers ?? []), ...(d.spec?.template?.spec?.containers ?? [])].map((container: Obj) => ({
        where: `${d.metadata?.name}/${container.name}`,
        container,
      })),
    );
}

type EnvSource = 'env' | 'ConfigMap' | 'Secret';
/** A k8s variable: where it comes from, its literal value (if any), and for ConfigMaps/Secrets "name/key". */
type K8sVar = { source: EnvSource; value: string | undefined; ref?: string };

/** Every variable a k8s container gets, and where it comes from (env, ConfigMap or Secret). */
function k8sEnv(container: Obj | undefined): Map<string, K8sVar> {
  const vars = new Map<string, K8sVar>();
  for (const from of container?.envFrom ?? []) {
    const ref = from.configMapRef ?? from.secretRef;
    const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
    const target = k8sFind(kind, ref?.name);
    if (!target) throw new Error(`${container?.name}: envFrom ${kind} ${ref?.name} does not exist in k8s/`);
    const data: Record<string, string> = { ...(target.data ?? {}), ...(target.stringData ?? {}) };
    for (const [key, value] of Object.entries(data)) {
      vars.set(`${from.prefix ?? ''}${key}`, { source: kind, value, ref: `${ref.name}/${key}` });
    }
  }
  for (const entry of container?.env ?? []) {
    const keyRef = entry.valueFrom?.secretKeyRef ?? entry.valueFrom?.configMapKeyRef;
    const source: EnvSource = entry.valueFrom?.secretKeyRef ? 'Secret' : entry.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'env';
    vars.set(entry.name, { source, value: entry.value, ref: keyRef ? `${keyRef.name}/${keyRef.key}` : undefined });
  }
  return vars;
}

/** A probe's port as a number, resolving a named container port. */
function probePort(container: Obj | undefined, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container?.ports?.find((p: Obj) => p.name === port)?.containerPort;
}

function probe(container: Obj | undefined, kind: 'readinessProbe' | 'livenessProbe' | 'startupProbe') {
  const http = container?.[kind]?.httpGet;
  return http ? { path: http.path as string, port: probePort(container, http.port) } : undefined;
}

// ---- Kong --------------------------------------------------------------------------------------

const kong: Obj = parse(read('deploy/kong/kong.yml'));

/** Every route of the declarative config with its service and the plugins that apply to it. */
function kongRoutes(): { route: Obj; service: Obj | undefined; plugins: Obj[] }[] {
  const services: Obj[] = kong.services ?? [];
  const globalPlugins: Obj[] = (kong.plugins ?? []).filter((p: Obj) => !p.route && !p.service);
  const out: { route: Obj; service: Obj | undefined; plugins: Obj[] }[] = [];
  const pluginsFor = (route: Obj, service: Obj | undefined) => [
    ...globalPlugins,
    ...(service?.plugins ?? []),
    ...(route.plugins ?? []),
    ...(kong.plugins ?? []).filter((p: Obj) => (p.route && p.route === route.name) || (p.service && p.service === service?.name)),
  ];
  for (const service of services) {
    for (const route of service.routes ?? []) out.push({ route, service, plugins: pluginsFor(route, service) });
  }
  for (const route of kong.routes ?? []) {
    const ref = typeof route.service === 'string' ? route.service : route.service?.name;
    const service = services.find((s) => s.name === ref || s.id === ref);
    out.push({ route, service, plugins: pluginsFor(route, service) });
  }
  return out;
}

function serviceTarget(service: Obj | undefined): { host?: string; port?: number } {
  if (!service) return {};
  if (service.url) {
    const url = new URL(service.url);
    return { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
  }
  return { host: service.host, port: service.port ?? 80 };
}

// =================================================================================================

describe('deployment manifests', () => {
  describe('(a) every app runs in compose and in k8s', () => {
    it.each(APPS)('%s has a compose service (APP set, image from deploy/Dockerfile)', (app) => {
      const service = composeServices[app];
      expect(service).toBeDefined();
      expect(composeEnv(service).APP).toBe(app);
      expect(service.build?.dockerfile).toBe('deploy/Dockerfile');
      // One image for all apps: the same tag everywhere.
      expect(service.image).toBe(composeServices.gateway.image);
    });

    it.each(APPS)('%s runs with the same Node options in compose, in k8s and under npm start', (app) => {
      const options = (NODE_ARGS[app] ?? []).join(' ') || undefined;
      expect(composeEnv(composeServices[app]).NODE_OPTIONS).toBe(options);
      expect(k8sEnv(mainContainer(app)).get('NODE_OPTIONS')?.value).toBe(options);
    });

    it.each(APPS)('%s has a k8s Deployment (APP set)', (app) => {
      expect(deployment(app)).toBeDefined();
      expect(k8sEnv(mainContainer(app)).get('APP')?.value).toBe(app);
      expect(mainContainer(app)?.image).toBe('presently');
    });

    it('k8s renders every app with the one image of deploy/Dockerfile', () => {
      expect(kustomization.images?.map((i: Obj) => i.name)).toContain('presently');
    });

    it.each(SERVICE_NAMES)('%s runs its migrations first (compose one-shot, k8s initContainer)', (name) => {
      const migrate = composeServices[`migrate-${name}`];
      expect(migrate).toBeDefined();
      expect(migrate.command).toEqual(['migrate']);
      expect(composeEnv(migrate).APP).toBe(name);
      expect(composeServices[name].depends_on?.[`migrate-${name}`]?.condition).toBe('service_completed_successfully');

      const init = migrateContainer(name);
      expect(init).toBeDefined();
      expect(init.args ?? init.command).toEqual(['migrate']);
      expect(init.image).toBe(mainContainer(name)?.image);
      expect(k8sEnv(init).get('APP')?.value).toBe(name);
    });

    it('the compose backing services are there and the apps wait until they are healthy', () => {
      for (const name of ['kong', 'postgres', 'rabbitmq', 'redis', 'mailpit']) expect(composeServices[name]).toBeDefined();
      for (const app of APPS) {
        for (const dep of ['postgres', 'rabbitmq', 'redis']) {
          expect({ app, dep, condition: composeServices[app].depends_on?.[dep]?.condition }).toEqual({
            app,
            dep,
            condition: 'service_healthy',
          });
        }
      }
    });

    it('gateway, presence and reports are autoscaled (autoscaling/v2) and no replicas field fights the HPA', () => {
      for (const app of ['gateway', 'presence', 'reports']) {
        const hpa = k8s.find((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec?.scaleTargetRef?.name === app);
        expect({ app, apiVersion: hpa?.apiVersion, kind: hpa?.spec?.scaleTargetRef?.kind }).toEqual({
          app,
          apiVersion: 'autoscaling/v2',
          kind: 'Deployment',
        });
        expect(hpa?.spec?.minReplicas).toBeGreaterThanOrEqual(2);
        expect(deployment(app)?.spec?.replicas).toBeUndefined();
      }
    });

    it('the Ingress sends all traffic to the Kong proxy Service', () => {
      const ingress = k8s.find((o) => o.kind === 'Ingress');
      const backends = (ingress?.spec?.rules ?? []).flatMap((r: Obj) => r.http?.paths ?? []).map((p: Obj) => p.backend?.service);
      expect(backends.length).toBeGreaterThan(0);
      for (const backend of backends) {
        const svc = k8sFind('Service', backend.name);
        expect(svc?.spec?.selector?.['app.kubernetes.io/name']).toBe('kong');
        const port = svc?.spec?.ports?.find((p: Obj) => p.name === backend.port?.name || p.port === backend.port?.number);
        expect(port).toBeDefined();
      }
    });
  });

  describe('(b) Kong routes only to the gateway', () => {
    const routes = kongRoutes();

    it('has routes for /api and /', () => {
      const paths = routes.flatMap(({ route }) => route.paths ?? []);
      expect(paths).toEqual(expect.arrayContaining(['/api', '/']));
    });

    it.each(routes.map(({ route, service }) => [route.name ?? route.paths?.join(','), service] as const))(
      'route %s points at http://gateway:8080',
      (_name, service) => {
        expect(serviceTarget(service)).toEqual({ host: 'gateway', port: GATEWAY_PORT });
      },
    );

    it('keeps the /api prefix for the gateway (strip_path false)', () => {
      const api = routes.find(({ route }) => route.paths?.includes('/api'));
      expect(api?.route.strip_path).toBe(false);
    });

    it('tags every request with X-Request-Id and echoes it', () => {
      for (const { route, plugins } of routes) {
        const correlation = plugins.find((p) => p.name === 'correlation-id');
        expect({ route: route.name, header: correlation?.config?.header_name, echo: correlation?.config?.echo_downstream }).toEqual({
          route: route.name,
          header: 'X-Request-Id',
          echo: true,
        });
      }
    });

    it('rate-limits /api with the local policy and limits request sizes', () => {
      const api = routes.find(({ route }) => route.paths?.includes('/api'));
      const rateLimit = api?.plugins.find((p) => p.name === 'rate-limiting');
      expect(rateLimit?.config?.policy).toBe('local');
      for (const { plugins } of routes) expect(plugins.map((p) => p.name)).toContain('request-size-limiting');
    });

    it('the name gateway:8080 resolves in compose and in k8s', () => {
      expect(composeEnv(composeServices.gateway).PORT).toBe(String(GATEWAY_PORT));
      expect(composeServices.gateway.expose?.map(String)).toContain(String(GATEWAY_PORT));
      const svc = k8sFind('Service', 'gateway');
      expect(svc?.spec?.selector?.['app.kubernetes.io/name']).toBe('gateway');
      const port = svc?.spec?.ports?.find((p: Obj) => p.port === GATEWAY_PORT);
      expect(port).toBeDefined();
      expect(probePort(mainContainer('gateway'), port.targetPort)).toBe(GATEWAY_PORT);
      expect(k8sEnv(mainContainer('gateway')).get('PORT')?.value).toBe(String(GATEWAY_PORT));
    });

    it('compose runs Kong DB-less from deploy/kong/kong.yml and publishes port 8000', () => {
      const kongService = composeServices.kong;
      const env = composeEnv(kongService);
      expect(env.KONG_DATABASE).toBe('off');
      expect(env.KONG_DECLARATIVE_CONFIG).toBe('/kong/kong.yml');
      expect(kongService.volumes).toContainEqual(expect.stringMatching(/^\.\/deploy\/kong:\/kong(:ro)?$/));
      expect(kongService.ports?.map(String)).toContainEqual(expect.stringMatching(/(^|:)8000:8000$/));
    });
  });

  describe('(c) every app gets exactly the variables it reads, secrets only where read', () => {
    it.each(APPS)('compose: %s gets exactly envVarsOf(app) (and APP)', (app) => {
      expect(envDiff(envVarsOf(app), Object.keys(composeEnv(composeServices[app])))).toEqual({ missing: [], extra: [] });
    });

    it.each(SERVICE_NAMES)('compose: migrate-%s gets exactly envVarsOf(app) (and APP)', (name) => {
      expect(envDiff(envVarsOf(name), Object.keys(composeEnv(composeServices[`migrate-${name}`])))).toEqual({ missing: [], extra: [] });
    });

    it.each(APPS)('k8s: %s gets exactly envVarsOf(app) (and APP)', (app) => {
      expect(envDiff(envVarsOf(app), k8sEnv(mainContainer(app)).keys())).toEqual({ missing: [], extra: [] });
    });

    it.each(SERVICE_NAMES)('k8s: the migrate initContainer of %s gets exactly envVarsOf(app) (and APP)', (name) => {
      expect(envDiff(envVarsOf(name), k8sEnv(migrateContainer(name)).keys())).toEqual({ missing: [], extra: [] });
    });

    it.each(Object.keys(RESTRICTED_VARS))('%s is held only by the apps that read it (compose and k8s)', (name) => {
      const inCompose = Object.entries(composeServices)
        .filter(([, service]) => name in composeEnv(service as Obj))
        .map(([serviceName]) => serviceName)
        .sort();
      expect(inCompose).toEqual([...RESTRICTED_VARS[name].compose].sort());
      const inK8s = allK8sContainers()
        .filter(({ container }) => k8sEnv(container).has(name))
        .map(({ where }) => where)
        .sort();
      expect(inK8s).toEqual([...RESTRICTED_VARS[name].k8s].sort());
    });

    it('gateway and auth share one JWT_SECRET (compose: the same value; k8s: the same Secret key)', () => {
      const gatewayCompose = composeEnv(composeServices.gateway).JWT_SECRET;
      expect(gatewayCompose).toBeTruthy();
      expect(composeEnv(composeServices.auth).JWT_SECRET).toBe(gatewayCompose);
      const gatewayK8s = k8sEnv(mainContainer('gateway')).get('JWT_SECRET');
      expect(gatewayK8s?.ref).toBeDefined();
      expect(k8sEnv(mainContainer('auth')).get('JWT_SECRET')?.ref).toBe(gatewayK8s?.ref);
    });

    it('compose: notifications sends through Mailpit (SMTP_URL)', () => {
      expect(composeEnv(composeServices.notifications).SMTP_URL).toMatch(/^smtp:\/\/mailpit:1025/);
    });

    it('compose: production mode, with local-trial keys of at least 32 characters', () => {
      for (const app of APPS) expect({ app, NODE_ENV: composeEnv(composeServices[app]).NODE_ENV }).toEqual({ app, NODE_ENV: 'production' });
      expect(composeFallback(composeEnv(composeServices.gateway).JWT_SECRET).length).toBeGreaterThanOrEqual(32);
      expect(composeFallback(composeEnv(composeServices.auth).ALTCHA_HMAC_KEY).length).toBeGreaterThanOrEqual(32);
    });

    it('compose: the notifications outbox is under /app/var, the directory the image lets the app write', () => {
      expect(composeEnv(composeServices.notifications).OUTBOX_DIR).toMatch(/^\/app\/var\//);
      expect(read('deploy/Dockerfile')).toMatch(/^WORKDIR \/app$[\s\S]*chown 1000:1000 var/m);
    });

    it('k8s: the notifications outbox is on a writable emptyDir (the root filesystem is read-only)', () => {
      const container = mainContainer('notifications');
      const outbox = k8sEnv(container).get('OUTBOX_DIR')?.value ?? '';
      expect(outbox).toMatch(/^\//);
      const mount = (container?.volumeMounts ?? []).find((m: Obj) => outbox === m.mountPath || outbox.startsWith(`${m.mountPath}/`));
      expect(mount).toBeDefined();
      expect(mount.readOnly).not.toBe(true);
      const volume = deployment('notifications')?.spec?.template?.spec?.volumes?.find((v: Obj) => v.name === mount.name);
      expect(volume?.emptyDir).toBeDefined();
    });

    it('k8s: every app runs with NODE_ENV=production', () => {
      for (const app of APPS) expect({ app, NODE_ENV: k8sEnv(mainContainer(app)).get('NODE_ENV')?.value }).toEqual({ app, NODE_ENV: 'production' });
    });

    it('k8s: credentials (JWT_SECRET, ALTCHA_HMAC_KEY, connection URLs) come from Secrets only, in every container', () => {
      const leaks: string[] = [];
      for (const { where, container } of allK8sContainers()) {
        for (const [name, { source }] of k8sEnv(container)) {
          if (SECRET_VARS.includes(name) && source !== 'Secret') leaks.push(`${where}: ${name} from ${source}`);
        }
      }
      expect(leaks).toEqual([]);
      expect(k8sEnv(mainContainer('gateway')).get('JWT_SECRET')?.source).toBe('Secret');
      expect(k8sEnv(mainContainer('auth')).get('ALTCHA_HMAC_KEY')?.source).toBe('Secret');
      expect(k8sEnv(mainContainer('notifications')).get('SMTP_URL')?.source).toBe('Secret');
    });
  });

  describe('(d) the Kong config in k8s is deploy/kong/kong.yml', () => {
    it('k8s/kong/kong.yml is an exact copy of deploy/kong/kong.yml', () => {
      expect(read('k8s/kong/kong.yml')).toBe(read('deploy/kong/kong.yml'));
    });

    it('Kong mounts the generated ConfigMap holding that copy at its KONG_DECLARATIVE_CONFIG path', () => {
      const kongConfig = k8s.find((o) => o.kind === 'ConfigMap' && o.data?.['kong.yml'] !== undefined);
      expect(kongConfig?.generatorFiles).toContain('kong.yml=kong/kong.yml');
      expect(kongConfig?.data['kong.yml']).toBe(read('deploy/kong/kong.yml'));

      const container = mainContainer('kong');
      const env = k8sEnv(container);
      expect(env.get('KONG_DATABASE')?.value).toBe('off');
      const volume = deployment('kong')?.spec?.template?.spec?.volumes?.find((v: Obj) => v.configMap?.name === kongConfig?.metadata.name);
      expect(volume).toBeDefined();
      const mount = container?.volumeMounts?.find((m: Obj) => m.name === volume.name);
      expect(env.get('KONG_DECLARATIVE_CONFIG')?.value).toBe(`${mount?.mountPath}/kong.yml`);
    });
  });

  describe('(e) probes use the paths and ports the apps serve', () => {
    it('k8s gateway: readiness and liveness on GET /api/health/live, port 8080', () => {
      const container = mainContainer('gateway');
      expect(probe(container, 'readinessProbe')).toEqual({ path: '/api/health/live', port: GATEWAY_PORT });
      expect(probe(container, 'livenessProbe')).toEqual({ path: '/api/health/live', port: GATEWAY_PORT });
      const startup = probe(container, 'startupProbe');
      if (startup) expect(startup).toEqual({ path: '/api/health/live', port: GATEWAY_PORT });
    });

    it.each(SERVICE_NAMES)('k8s %s: readiness GET /ready and liveness GET /live on HEALTH_PORT 3000', (name) => {
      const container = mainContainer(name);
      expect(k8sEnv(container).get('HEALTH_PORT')?.value).toBe(String(HEALTH_PORT));
      expect(probe(container, 'readinessProbe')).toEqual({ path: '/ready', port: HEALTH_PORT });
      expect(probe(container, 'livenessProbe')).toEqual({ path: '/live', port: HEALTH_PORT });
      const startup = probe(container, 'startupProbe');
      if (startup) expect(startup).toEqual({ path: '/live', port: HEALTH_PORT });
    });

    it('compose gateway: healthcheck on /api/health/live, port 8080 (not the platform-wide /api/health)', () => {
      expect(healthcheckTarget(composeServices.gateway)).toEqual({ path: '/api/health/live', port: GATEWAY_PORT });
    });

    it.each(SERVICE_NAMES)('compose %s: healthcheck on /ready at its HEALTH_PORT 3000', (name) => {
      const service = composeServices[name];
      expect(composeEnv(service).HEALTH_PORT).toBe(String(HEALTH_PORT));
      expect(healthcheckTarget(service)).toEqual({ path: '/ready', port: HEALTH_PORT });
    });
  });
});
