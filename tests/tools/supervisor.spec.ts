// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries -- tools/ is plain JavaScript outside the Nx projects
const { createSupervisor, MAX_BACKOFF_MS, MIN_BACKOFF_MS, STABLE_AFTER_MS } = require('../../tools/run/lib/supervisor.cjs') as {
  createSupervisor: (deps: {
    snapshot: () => { apps: string[]; alive: (app: string) => boolean } | null;
    restart: (app: string) => void;
    log: (line: string) => void;
    now: () => number;
  }) => { tick: () => void };
  MIN_BACKOFF_MS: number;
  MAX_BACKOFF_MS: number;
  STABLE_AFTER_MS: number;
};

function world() {
  let t = 0;
  const up = new Set(['gateway', 'presence']);
  const restarts: string[] = [];
  const lines: string[] = [];
  let stopping = false;
  const sup = createSupervisor({
    snapshot: () => (stopping ? null : { apps: ['gateway', 'presence'], alive: (a) => up.has(a) }),
    restart: (a) => {
      restarts.push(a);
      up.add(a);
    },
    log: (l) => lines.push(l),
    now: () => t,
  });
  const advance = (ms: number) => {
    for (let i = 0; i < ms / 250; i++) {
      t += 250;
      sup.tick();
    }
  };
  return { up, restarts, lines, advance, stop: () => (stopping = true) };
}

describe('npm start supervisor', () => {
  it('starts an app that died again after a short backoff, and says so', () => {
    const w = world();
    w.advance(1000);
    w.up.delete('presence');
    w.advance(MIN_BACKOFF_MS - 250);
    expect(w.restarts).toEqual([]);
    w.advance(500);
    expect(w.restarts).toEqual(['presence']);
    expect(w.lines).toEqual(['presence stopped unexpectedly; starting it again in 1 s', 'presence restarted']);
  });

  it('waits longer each time an app keeps dying, up to a limit, and forgets once it stays up', () => {
    const w = world();
    const delays: number[] = [];
    let last = 0;
    let elapsed = 0;
    for (let i = 0; i < 7; i++) {
      w.up.delete('gateway');
      const before = w.restarts.length;
      while (w.restarts.length === before) {
        w.advance(250);
        elapsed += 250;
      }
      delays.push(elapsed - last);
      last = elapsed;
    }
    expect(delays.slice(0, 3)).toEqual([1000, 2000, 4000].map((d) => d + 250));
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_BACKOFF_MS + 500);
    w.advance(STABLE_AFTER_MS + 1000);
    w.up.delete('gateway');
    const before = w.restarts.length;
    w.advance(MIN_BACKOFF_MS + 250);
    expect(w.restarts.length).toBe(before + 1);
  });

  it('leaves the apps alone while the stack is being stopped', () => {
    const w = world();
    w.stop();
    w.up.clear();
    w.advance(60_000);
    expect(w.restarts).toEqual([]);
  });
});
