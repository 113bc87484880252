import type { Request } from 'express';
import type { Actor, MessageMeta } from '@presently/contracts';

export type AuthedRequest = Request & { id: string; user?: Actor };

/** The metadata every message sent on behalf of this request carries. */
export function metaOf(req: Request): MessageMeta {
  const r = req as AuthedRequest;
  return { requestId: r.id, actor: r.user ?? null };
}
