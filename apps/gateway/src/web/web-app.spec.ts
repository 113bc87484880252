import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { createLogger } from '@presently/logger';
import { acceptsHtml, IMMUTABLE, mountWebApp } from './web-app';

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

describe('the web app as the gateway serves it', () => {
  let root: string;
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string>): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    root = fakeBuild();
    app = Fastify();
    mountWebApp(app, root, createLogger('test', 'silent'));
    app.get('/api/ping', () => ({ data: 'pong' }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(join(root, '..'), { recursive: true, force: true });
  });

  it('sends brotli to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The bytes sent are the build's .br, which unpack to the script.
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The bytes sent are the build's .gz, which unzip to the script.
    expect(Number(gzip.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers index.html for the app routes, never cached without asking', async () => {
    const res = await get('/my-presence', { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('puts the security headers on the page: a CSP without inline scripts, nosniff, a referrer policy, no framing', async () => {
    const res = await get('/', { accept: 'text/html' });
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
    const res = await get('/api/ping', { accept: 'text/html,application/json' });
    expect(res.json()).toEqual({ data: 'pong' });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve the build manifest, the source maps or anything outside the build', async () => {
    writeFileSync(join(root, '..', 'outside.txt'), 'secret');
    for (const path of ['/.vite/manifest.json', '/assets/index-abc123.js.map', '/%2e%2e/outside.txt', '/assets/..%2f..%2foutside.txt']) {
      const res = await get(path, { accept: 'application/json' });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('acceptsHtml', () => {
  it('takes a browser navigation, no Accept at all and a wildcard, never an API client', () => {
    expect(acceptsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true);
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml('*/*')).toBe(true);
    expect(acceptsHtml('application/json')).toBe(false);
    expect(acceptsHtml('text/html;q=0, application/json')).toBe(false);
  });
});
