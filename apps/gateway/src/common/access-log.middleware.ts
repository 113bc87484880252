import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from '@presently/logger';

type Hook = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

const UNLOGGED = new Set(['/api/health/live']);

/**
 * One line per answered request at info: method, path, status and time, with the request id. Only
 * what the request ends with is logged (headers would carry bearer tokens and device keys). Fastify's
 * own request logging is off (two lines per request, with the request serialised).
 *
 * The raw answer's events, not Fastify's onResponse: downloads and the live stream are written past
 * Fastify, and a client that goes away first is "aborted".
 */
export function accessLog(logger: Logger): Hook {
  if (!logger.isLevelEnabled('info')) return (_req, _reply, done) => done();
  return (req, reply, done) => {
    if (UNLOGGED.has(req.url)) return done();
    const res = reply.raw;
    const started = performance.now();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const line = {
        requestId: req.id,
        req: { method: req.method, url: req.url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.writableFinished) logger.info(line, 'request completed');
      else logger.info(line, 'request aborted');
    };
    res.once('finish', finish);
    res.once('close', finish);
    done();
  };
}
