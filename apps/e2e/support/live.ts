import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { baseUrl, stateFile } from './stack';

/** One Server-Sent Event as the browser's EventSource sees it. */
export interface LiveEvent {
  event: string;
  id: string | null;
  data: unknown;
}

/**
 * A live presence stream read the way EventSource reads it (Node has no EventSource): the events
 * collected as they come; `next(match)` waits for the first one (already received or to come) that
 * matches. Tests wait for what must arrive; what must NOT arrive is checked against an event that
 * was published later (the feed keeps the outbox's order), never against a clock.
 */
export class LiveStream {
  readonly events: LiveEvent[] = [];
  private readonly waiters: Array<{ match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }> = [];
  private readonly abort = new AbortController();
  status = 0;
  contentType: string | null = null;

  static async open(url: string): Promise<LiveStream> {
    const stream = new LiveStream();
    const res = await fetch(url, { signal: stream.abort.signal, headers: { Accept: 'text/event-stream' } });
    stream.status = res.status;
    stream.contentType = res.headers.get('content-type');
    if (res.ok && res.body) void stream.read(res.body);
    else await res.text().catch(() => undefined);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          this.take(block);
        }
      }
    } catch {
      // closed by close(), or by the server
    }
  }

  private take(block: string): void {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    const e: LiveEvent = { event, id, data: JSON.parse(data.join('\n')) };
    this.events.push(e);
    for (const w of [...this.waiters]) {
      if (w.match(e)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  }

  next(match: (e: LiveEvent) => boolean, timeoutMs = 10_000): Promise<LiveEvent> {
    const seen = this.events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`)), timeoutMs);
      this.waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  /** The presence changes received, in order. */
  changes(): Array<{ user_id: number; kind: string | null; source: string }> {
    return this.events.filter((e) => e.event === 'presence').map((e) => e.data as { user_id: number; kind: string | null; source: string });
  }

  close(): void {
    this.abort.abort();
  }
}

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });

/**
 * A second gateway replica beside the one the stack runs: the same build and configuration on a
 * port of its own, so a test can show that every replica delivers every change to its boards.
 */
export async function startSecondGateway(): Promise<{ url: string; stop: () => Promise<void> }> {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { env: Record<string, string> };
  const port = await freePort();
  const root = resolve(__dirname, '..', '..', '..');
  const child: ChildProcess = spawn(process.execPath, ['-r', resolve(root, 'tools/register-paths.js'), resolve(root, 'dist/server/apps/gateway/src/main.js')], {
    cwd: root,
    env: { ...state.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the second gateway did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export { baseUrl };
