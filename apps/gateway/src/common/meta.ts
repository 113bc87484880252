import type { FastifyRequest } from 'fastify';
import type { Actor, MessageMeta, SessionRecord } from '@presently/contracts';

/** What authentication leaves on a request: the acting user and the live session it came from. */
export interface RequestAuth {
  sid: string;
  session: SessionRecord;
}

export type AuthedRequest = FastifyRequest & { user?: Actor; auth?: RequestAuth };

/** The metadata every message sent on behalf of this request carries. */
export function metaOf(req: FastifyRequest): MessageMeta {
  const r = req as AuthedRequest;
  return { requestId: r.id, actor: r.user ?? null };
}

/** The session of an authenticated request (routes that are not @Public() always have one). */
export function authOf(req: FastifyRequest): RequestAuth {
  const auth = (req as AuthedRequest).auth;
  if (!auth) throw new Error('authOf() on a request that was not authenticated');
  return auth;
}

/** The actor of an authenticated request (set from its session). */
export function actorOfRequest(req: FastifyRequest): Actor {
  const actor = (req as AuthedRequest).user;
  if (!actor) throw new Error('actorOfRequest() on a request that was not authenticated');
  return actor;
}
