import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '@presently/logger';
import { isApiPath, pathOf, securityHeaders } from './security-headers';

/** Content-hashed build output (Vite's assets/): a new build gives new names, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * Whether the build has a file at `urlPath` ('/assets/index-abc.js'), looked up on each request (a
 * rebuild while the gateway runs serves the new files); nothing outside the build's folder.
 */
function builtFile(root: string, urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep) || decoded.includes('\0')) return false;
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const cacheControlFor = (urlPath: string): string => (urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);

/** Whether the browser takes HTML: no Accept header, or one naming text/html, text/* or any type (with q above 0). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}

/**
 * Sends a built file with the caching its name allows: @fastify/static picks the brotli or gzip twin
 * the build made (apps/web/precompress.mts) when the browser accepts it, with the original's type.
 */
function sendBuilt(reply: FastifyReply, urlPath: string): void {
  void reply.header('Cache-Control', cacheControlFor(urlPath)).sendFile(urlPath);
}

/**
 * Serves the built web app on the gateway's port, with security headers on every answer. Any GET
 * outside /api that asks for HTML gets index.html, so the SPA's history-mode routes survive a reload.
 * The build's own `.vite/` folder (the manifest) and source maps are not served.
 */
export function mountWebApp(app: FastifyInstance, webDist: string, logger: Logger): void {
  app.addHook('onRequest', securityHeaders);
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ webDist: root }, 'web app not built: only the API is served');
    return;
  }
  // No routes of its own (serve: false): the hook below decides what is a file of the build.
  // Loaded with the rest of the app's plugins (at init): only its reply.sendFile is used, per request.
  void app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false, dotfiles: 'deny' });
  const served = (urlPath: string) =>
    !urlPath.startsWith('/.vite/') && !urlPath.endsWith('.map') && urlPath !== '/index.html' && builtFile(root, urlPath);

  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    const path = pathOf(req.url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(path)) return done();
    if (served(path)) return sendBuilt(reply, path);
    if (acceptsHtml(req.headers.accept)) return sendBuilt(reply, '/index.html');
    done();
  });
}
