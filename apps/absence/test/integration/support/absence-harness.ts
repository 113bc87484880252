import { randomInt, randomUUID } from 'node:crypto';
import type { MessageMeta } from '@presently/contracts';
import { rpcError, sql } from '@presently/testing';

/** Shared with the other suites (libs/testing); re-exported for this service's tests. */
export { rpcError, sql };

export const meta = (actor: { companyId: number; userId?: number; roleId?: number } | null = null): MessageMeta => ({
  requestId: randomUUID(),
  actor: actor === null ? null : { userId: actor.userId ?? 1, companyId: actor.companyId, roleId: actor.roleId ?? 1, lang: 'en' },
});

/** Company ids no org company of the shared test database has, new for each suite run. */
export const freshCompanyIds = (count: number): number[] => {
  const first = 1_500_000_000 + randomInt(100_000_000);
  return Array.from({ length: count }, (_, i) => first + i);
};

export interface RequestRow {
  company: number;
  user: number;
  type?: number;
  start: string;
  end: string;
  days?: number;
  status: 'pending' | 'approved' | 'declined';
}

export async function insertRequests(rows: RequestRow[]): Promise<void> {
  for (const r of rows) {
    await sql(
      `INSERT INTO absence.absence_requests (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status, decline_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.company, r.user, r.type ?? 1, r.start, r.end, r.days ?? 1, r.status, r.status === 'declined' ? 'Busy week' : null],
    );
  }
}
