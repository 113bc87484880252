import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet from 'helmet';

/**
 * The web app's Content-Security-Policy: scripts only from the gateway itself (index.html has no
 * inline script); inline styles are allowed because antd writes its styles at run time (CSS-in-JS);
 * images may be data: (QR codes) and blob: (the avatar, fetched with the token); the bot check solves
 * its proof of work in blob: workers; nobody may frame the app (clickjacking).
 */
export const WEB_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Headers of the web app's files and pages (helmet: CSP, nosniff, referrer policy, frame options, HSTS…). */
export const webSecurityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: WEB_CSP_DIRECTIVES },
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
});

/** API answers are JSON: nothing may run or be framed from them. */
const apiHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
});

/** The OpenAPI page runs Swagger UI's inline scripts: it keeps the headers without a CSP. */
const docsHeaders = helmet({ contentSecurityPolicy: false, referrerPolicy: { policy: 'same-origin' }, frameguard: { action: 'deny' } });

/** A request URL's path, without its query. */
export const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
};

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs');

/**
 * Security headers on every answer of the gateway: the API's, the docs' and the web app's. Set on the
 * raw answer (helmet is plain Node), so downloads and the live stream written past Fastify have them.
 */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const path = pathOf(req.url);
  const headers = isDocs(path) ? docsHeaders : isApiPath(path) ? apiHeaders : webSecurityHeaders;
  void headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
}
