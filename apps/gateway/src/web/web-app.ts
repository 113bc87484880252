import { existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '@presently/logger';
import { securityHeaders } from './security-headers';

/** Content-hashed build output (Vite's assets/): a new build gives new names, so it never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon): the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/** The encodings the build wrote next to each text file (apps/web/precompress.mts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

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

/**
 * Sends a built file: the brotli or gzip twin when the browser accepts it and the build made one,
 * with the original's content type and the caching its name allows.
 */
function sendBuilt(req: Request, res: Response, root: string, urlPath: string): void {
  // Our preference (brotli is smaller) among what the browser accepts, not the order it lists them in.
  const encoding = ENCODINGS.find((candidate) => builtFile(root, urlPath + candidate.suffix) && req.acceptsEncodings(candidate.name) === candidate.name);
  res.setHeader('Cache-Control', cacheControlFor(urlPath));
  res.vary('Accept-Encoding');
  res.type(extname(urlPath));
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  res.sendFile(join(root, urlPath + (encoding?.suffix ?? '')), { cacheControl: false, dotfiles: 'deny' });
}

/**
 * Serves the built web app on the gateway's port, with security headers on every answer. Any GET
 * outside /api that asks for HTML gets index.html, so the SPA's history-mode routes survive a reload.
 * The build's own `.vite/` folder (the manifest) and source maps are not served.
 */
export function mountWebApp(app: Express, webDist: string, logger: Logger): void {
  app.use(securityHeaders);
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ webDist: root }, 'web app not built: only the API is served');
    return;
  }
  const served = (urlPath: string) =>
    !urlPath.startsWith('/.vite/') && !urlPath.endsWith('.map') && urlPath !== '/index.html' && builtFile(root, urlPath);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi) return next();
    if (served(req.path)) return sendBuilt(req, res, root, req.path);
    if (req.accepts('html')) return sendBuilt(req, res, root, '/index.html');
    next();
  });
}
