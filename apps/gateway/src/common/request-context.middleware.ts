import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { runWithContext } from '@presently/logger';

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's `request.id`): the caller's X-Request-Id (Kong sets one) when it is well
 * formed, otherwise a new one. Every log line and message carries it; the answer echoes it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && VALID_ID.test(incoming) ? incoming : randomUUID();
}

/** Runs the route (guards, pipes, handler) with the request id as the log context. */
export function withRequestContext(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  runWithContext({ requestId: req.id }, done);
}

/**
 * Echoes the request id on every answer, errors and 404s included: on the raw answer, so answers
 * written past Fastify (downloads, the live stream) carry it too.
 */
export function echoRequestId(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.raw.setHeader('X-Request-Id', req.id);
  done();
}
