import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from '@presently/logger';
import { accessLog } from './access-log.middleware';

function fakeLogger(level: 'info' | 'warn') {
  const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const logger = { isLevelEnabled: (l: string) => level === 'info' || l !== 'info', info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) };
  return { logger: logger as unknown as Logger, lines };
}

function call(middleware: ReturnType<typeof accessLog>, url: string) {
  const req = { url, method: 'POST', id: 'req-1', headers: { authorization: 'Bearer secret' } } as unknown as FastifyRequest;
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: false }) as unknown as ServerResponse & EventEmitter;
  const done = jest.fn() as HookHandlerDoneFunction;
  middleware(req, { raw: res } as unknown as FastifyReply, done);
  expect(done).toHaveBeenCalledTimes(1);
  return res;
}

describe('accessLog', () => {
  it('logs one line per request with its id, method, path, status and time, never its headers', () => {
    const { logger, lines } = fakeLogger('info');
    const res = call(accessLog(logger), '/api/start-clock-in');
    res.statusCode = 409;
    (res as unknown as { writableFinished: boolean }).writableFinished = true;
    res.emit('finish');
    res.emit('close');
    expect(lines).toEqual([
      { obj: { requestId: 'req-1', req: { method: 'POST', url: '/api/start-clock-in' }, res: { statusCode: 409 }, responseTime: expect.any(Number) }, msg: 'request completed' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('says when the client went away first, and leaves the liveness probe out', () => {
    const { logger, lines } = fakeLogger('info');
    call(accessLog(logger), '/api/my-presence-current-week').emit('close');
    call(accessLog(logger), '/api/health/live').emit('finish');
    expect(lines.map((l) => l.msg)).toEqual(['request aborted']);
  });

  it('does nothing per request below info', () => {
    const { logger, lines } = fakeLogger('warn');
    const res = call(accessLog(logger), '/api/start-clock-in');
    res.emit('finish');
    expect(lines).toEqual([]);
    expect(res.listenerCount('finish')).toBe(0);
  });
});
