import { SERVICE_NAMES } from '@presently/contracts';
import { api, restartApp, stopApp, waitForHealthy } from '../support/stack';

describe('the platform through the gateway, all services running', () => {
  it('reports PostgreSQL, RabbitMQ, Redis and all seven services up', async () => {
    const { status, body } = await api('/api/health');
    expect(status).toBe(200);
    const data = body.data as { checks: Record<string, string>; services: Record<string, string>; down: string[] };
    expect(data.checks).toEqual({ postgres: 'up', rabbitmq: 'up', redis: 'up' });
    expect(data.services).toEqual(Object.fromEntries(SERVICE_NAMES.map((s) => [s, 'up'])));
    expect(data.down).toEqual([]);
  });

  it.each(SERVICE_NAMES)('routes a call to %s over RabbitMQ and gets its answer', async (service) => {
    const { status, body } = await api(`/api/health/services/${service}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ service, status: 'up', checks: { postgres: 'up', redis: 'up' } });
  });

  it('names a stopped service with 503, answers calls to it with 503, and recovers when it starts again', async () => {
    await stopApp('presence');
    const degraded = await api('/api/health');
    expect(degraded.status).toBe(503);
    expect(degraded.body).toMatchObject({ error: 'health_degraded', down: ['presence'] });

    const routed = await api('/api/health/services/presence');
    expect(routed).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
    // The others are untouched.
    expect((await api('/api/health/services/absence')).status).toBe(200);

    restartApp('presence');
    await waitForHealthy();
    expect((await api('/api/health/services/presence')).status).toBe(200);
  });

  it('serves the web app and its history-mode routes on the same port', async () => {
    for (const path of ['/', '/my-presence', '/no/such/page']) {
      const res = await fetch(`${process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080'}${path}`, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers an unauthenticated call with 401 and the documented envelope', async () => {
    expect(await api('/api/catalogues')).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
  });

  it('publishes its OpenAPI document', async () => {
    const { status, body } = await api('/api/docs-json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths as object)).toContain('/api/health');
  });
});
