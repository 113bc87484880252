import type { z } from 'zod';

/**
 * One RPC message: the pattern (sent to the answering service's queue, so its prefix names that
 * service), the zod schema of its request, and — as a type only — its response. The gateway, the
 * answering service and the web all take the three from this one place.
 */
export interface RpcMessage<P extends string, S extends z.ZodType, R> {
  readonly pattern: P;
  readonly request: S;
  /** Never set: carries the response type for `RpcClient.call`. */
  readonly response?: R;
}

/** `rpcMessage<Response>()(pattern, schema)`: the response type first, the rest inferred. */
export const rpcMessage =
  <R>() =>
  <P extends string, S extends z.ZodType>(pattern: P, request: S): RpcMessage<P, S, R> => ({ pattern, request });

/** One event: its versioned routing key (`<service>.<entity>.<verb>.v<n>`) and, as a type, its payload. */
export interface EventMessage<K extends string, T> {
  readonly key: K;
  readonly payload?: T;
}

export const eventMessage =
  <T>() =>
  <K extends `${string}.v${number}`>(key: K): EventMessage<K, T> => ({ key });

export type RequestOf<M> = M extends RpcMessage<string, infer S, unknown> ? z.input<S> : never;
export type ParsedRequestOf<M> = M extends RpcMessage<string, infer S, unknown> ? z.output<S> : never;
export type ResponseOf<M> = M extends RpcMessage<string, z.ZodType, infer R> ? R : never;
