import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  requestId: string;
  userId?: number;
  companyId?: number;
  /**
   * For a request over RPC: when its caller stops waiting (epoch ms). Past it the caller has answered
   * 503, so work still running must not commit (callerGaveUp).
   */
  deadline?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request context that every log line written inside it carries. */
export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Whether the caller of the request being handled has stopped waiting for its answer (its RPC
 * deadline has passed): it was told 503, so a write made now would be one it believes failed, and
 * might retry. Write paths check it just before they commit.
 */
export function callerGaveUp(now = Date.now()): boolean {
  const deadline = storage.getStore()?.deadline;
  return deadline !== undefined && now >= deadline;
}

/**
 * Runs fn outside any request: what it starts (and what that starts) sees no request context. For
 * work a request only triggers but does not own — the outbox relay woken by its commit — so that the
 * request's deadline or id never applies to it.
 */
export function outsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}
