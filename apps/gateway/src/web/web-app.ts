import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from '@presently/logger';

/**
 * Serves the built web app on the gateway's port. Any GET outside /api that asks for HTML gets
 * index.html, so the SPA's history-mode routes survive a reload.
 */
export function mountWebApp(app: Express, webDist: string, logger: Logger): void {
  const root = resolve(webDist);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ webDist: root }, 'web app not built: only the API is served');
    return;
  }
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if (req.method !== 'GET' || isApi || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
