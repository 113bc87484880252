import { PRESENCE_ERRORS, PRESENCE_KINDS, PRESENCE_SOURCES, PRESENCE_TYPES, type PresenceKind, type PresenceSource } from '@presently/contracts';
import type { FieldChecker } from '@presently/validation';
import { optionalDate, optionalIntBetween, pageRequest, type PageRequest } from './fields';

export interface HistoryRequest {
  page: PageRequest;
  /** yyyy-mm-dd, inclusive, in the company's zone. */
  from: string | null;
  to: string | null;
  kind: PresenceKind | null;
  presenceTypeId: number | null;
  source: PresenceSource | null;
}

/** HistoryQuery: page, per_page (≤ 100), from/to dates, kind, presence_type_id (1–26), source; empty values count as absent. */
export function readHistoryQuery(c: FieldChecker): HistoryRequest {
  const page = pageRequest(c);
  const from = optionalDate(c, 'from');
  const to = optionalDate(c, 'to');
  if (from && to && to < from) c.fail('to', PRESENCE_ERRORS.endBeforeStart);
  const kind = c.source.kind === '' ? null : (c.optionalOneOf('kind', PRESENCE_KINDS) ?? null);
  const source = c.source.source === '' ? null : (c.optionalOneOf('source', PRESENCE_SOURCES) ?? null);
  const presenceTypeId = optionalIntBetween(c, 'presence_type_id', 1, PRESENCE_TYPES.length);
  return { page, from: from ?? null, to: to ?? null, kind, source, presenceTypeId: presenceTypeId ?? null };
}
