import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '@presently/logger';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

const UNLOGGED = new Set(['/api/health/live']);

/**
 * One line per answered request at info: method, path, status and time, with the request id. Only
 * what the request ends with is logged (headers would carry bearer tokens and device keys).
 *
 * It replaces pino-http, which made two child loggers per request and serialised the request into
 * them even when info lines were switched off; here nothing is done per request below info.
 */
export function accessLog(logger: Logger): Middleware {
  if (!logger.isLevelEnabled('info')) return (_req, _res, next) => next();
  return (req, res, next) => {
    if (UNLOGGED.has(req.url)) return next();
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const line = {
        requestId: (req as Request & { id?: string }).id,
        req: { method: req.method, url: req.originalUrl },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.writableFinished) logger.info(line, 'request completed');
      else logger.info(line, 'request aborted');
    };
    res.once('finish', finish);
    res.once('close', finish);
    next();
  };
}
