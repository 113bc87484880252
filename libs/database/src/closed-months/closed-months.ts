import type { EntityManager } from 'typeorm';

/**
 * The copy of org's closed months a service keeps (issue 15 ★), fed by `org.month-closure.changed.v1`
 * through its inbox. One row per company, month and audience (department 0: the whole company); a
 * reopen keeps the row with `closed = false`, so an older close arriving late never closes it again:
 * a row is replaced only by an event that happened at the same instant or later.
 */
export interface ClosedMonthChange {
  company_id: number;
  month: string;
  department_id: number | null;
  closed: boolean;
}

const tableOf = (schema: string): string => {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return `"${schema}"."closed_months"`;
};

/** Stores a close or reopen unless a newer one is held (run inside handleOnce's transaction). */
export async function applyClosedMonthChange(em: EntityManager, schema: string, change: ClosedMonthChange, occurredAt: Date): Promise<void> {
  await em.query(
    `INSERT INTO ${tableOf(schema)} AS c ("company_id", "month", "department_id", "closed", "changed_at")
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("company_id", "month", "department_id") DO UPDATE SET "closed" = EXCLUDED."closed", "changed_at" = EXCLUDED."changed_at"
     WHERE c."changed_at" <= EXCLUDED."changed_at"`,
    [change.company_id, change.month, change.department_id ?? 0, change.closed, occurredAt],
  );
}

/** The company's months closed now (department null: the whole company). */
export async function closedMonthsOf(em: EntityManager, schema: string, companyId: number): Promise<Array<{ month: string; department_id: number | null }>> {
  const rows = await em.query<Array<{ month: string; department_id: number }>>(
    `SELECT "month", "department_id" FROM ${tableOf(schema)} WHERE "company_id" = $1 AND "closed" ORDER BY "month"`,
    [companyId],
  );
  return rows.map((r) => ({ month: r.month, department_id: r.department_id === 0 ? null : r.department_id }));
}
