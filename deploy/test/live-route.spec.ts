import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { HEARTBEAT_MS } from '../../apps/gateway/src/dashboard/live/live-streams.service';

/*
 * The live presence board's stream must survive Kong: a response that stays open (Kong's read timeout
 * counts between two reads, so it must outlast the gateway's heartbeat) and that Kong passes on as it
 * comes (no response buffering) — else events arrive late, in bursts, or the stream is cut.
 */
type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const kong: Obj = parse(readFileSync(resolve(__dirname, '..', 'kong', 'kong.yml'), 'utf8'));

/** The route Kong picks for a path: the longest matching prefix, as Kong does. */
function routeFor(path: string): { route: Obj; service: Obj } | undefined {
  const candidates = (kong.services as Obj[]).flatMap((service) =>
    ((service.routes ?? []) as Obj[]).flatMap((route) => ((route.paths ?? []) as string[]).filter((p) => path.startsWith(p)).map((p) => ({ route, service, length: p.length }))),
  );
  return candidates.sort((a, b) => b.length - a.length)[0];
}

describe('Kong and the live presence stream', () => {
  const live = routeFor('/api/live/presence');

  it('sends /api/live/presence to the gateway on a route of its own', () => {
    expect(live?.route.name).toBe('live-presence');
    expect(live?.service.url).toBe('http://gateway:8080');
    expect(routeFor('/api/live/tickets')?.route.name).toBe('api');
  });

  it('passes events on unbuffered and keeps the stream open past several heartbeats', () => {
    expect(live?.route.response_buffering).toBe(false);
    expect(live?.service.read_timeout).toBeGreaterThanOrEqual(4 * HEARTBEAT_MS);
    expect(routeFor('/api/users')?.service.read_timeout).toBeLessThan(live?.service.read_timeout);
  });

  it('keeps the edge policies every route has (request id, body size)', () => {
    const names = ((live?.service.plugins ?? []) as Obj[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['correlation-id', 'request-size-limiting']));
  });
});
