import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createLogger } from '@presently/logger';
import { IMMUTABLE, mountWebApp } from './web-app';

const SCRIPT = `console.log(${JSON.stringify('presently '.repeat(300))});`;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A web build as `vite build` leaves it: hashed assets with their .br and .gz, index.html, the manifest. */
function fakeBuild(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'presently-web-')), 'build');
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(root, 'assets/index-abc123.js.map'), '{}');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, '.vite/manifest.json'), '{}');
  return root;
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the web app as the gateway serves it', () => {
  let root: string;
  let app: express.Express;

  beforeAll(() => {
    root = fakeBuild();
    app = express();
    mountWebApp(app, root, createLogger('test', 'silent'));
    app.get('/api/ping', (_req, res) => res.json({ data: 'pong' }));
  });

  afterAll(() => {
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // The client decompresses on the way in: the bytes sent are the build's .br, the text the script.
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').buffer(true).parse(binary);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The client unzips on the way in: the bytes sent are the build's .gz, the text the script.
    expect(Number(gzip.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
    expect((gzip.body as Buffer).toString()).toBe(SCRIPT);

    const plain = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
  });

  it('answers index.html for the app routes, never cached without asking', async () => {
    const res = await request(app).get('/my-presence').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(INDEX);
  });

  it('puts the security headers on the page: a CSP without inline scripts, nosniff, a referrer policy, no framing', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps the API to itself, with headers that let nothing run from its answers', async () => {
    const res = await request(app).get('/api/ping').set('Accept', 'text/html,application/json');
    expect(res.body).toEqual({ data: 'pong' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve the build manifest, the source maps or anything outside the build', async () => {
    writeFileSync(join(root, '..', 'outside.txt'), 'secret');
    for (const path of ['/.vite/manifest.json', '/assets/index-abc123.js.map', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt']) {
      const res = await request(app).get(path).set('Accept', 'application/json');
      expect(res.status).toBe(404);
    }
  });
});
