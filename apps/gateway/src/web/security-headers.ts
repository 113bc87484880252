import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
export const webSecurityHeaders: RequestHandler = helmet({
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

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs');

/** Security headers on every answer of the gateway: the API's, the docs' and the web app's. */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const headers = isDocs(req.path) ? docsHeaders : isApi(req.path) ? apiHeaders : webSecurityHeaders;
  void headers(req, res, next);
}
