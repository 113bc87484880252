import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/** Every body but a device scan's: at most 1 MB (413 payload_too_large). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The bodies the API reads, as it read them on Express: JSON (an empty one is `{}`), flat url-encoded
 * forms, and nothing else — a body of another type (text/plain…) is left unread instead of a 415 or a
 * string where a route's schema expects an object. Multipart forms are read by their routes'
 * interceptors (common/multipart.ts). Limits: BODY_LIMIT, `bodyLimits` per route path.
 */
export function useBodyParsers(fastify: FastifyInstance, bodyLimits: Record<string, number>): void {
  fastify.addHook('onRoute', (route) => {
    const limit = bodyLimits[route.url];
    if (limit !== undefined) route.bodyLimit = limit;
  });
  const json = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, {});
    json(req, body as string, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, { ...parseQuery(body as string) });
  });
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('*', (_req, payload, done) => {
    payload.resume();
    payload.once('end', () => done(null, undefined));
    payload.once('error', done);
  });
}
