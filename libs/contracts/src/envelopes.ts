/** Who is acting: set by the gateway from the verified token, trusted by services. */
export interface Actor {
  userId: number;
  companyId: number;
  roleId: number;
  lang: Lang;
}

export const LANGS = ['en', 'mk', 'bg'] as const;
export type Lang = (typeof LANGS)[number];

export interface MessageMeta {
  requestId: string;
  actor: Actor | null;
}

/** Every RPC request and event carries the metadata beside its payload. */
export interface MessageEnvelope<T = unknown> {
  meta: MessageMeta;
  payload: T;
}

export interface EventEnvelope<T = unknown> extends MessageEnvelope<T> {
  id: string;
  name: string;
  occurredAt: string;
}

/** A service's error answer: a status and either one message key or field → keys. */
export interface ErrorBody {
  status: number;
  error?: string;
  errors?: Record<string, string[]>;
}

export type RpcReply<T = unknown> = { ok: true; data: T } | ({ ok: false } & ErrorBody);

export interface ServiceHealth {
  service: string;
  status: 'up' | 'down';
  checks: Record<string, 'up' | 'down'>;
  uptimeSeconds: number;
}
