import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's records by start: the clocking and scan paths look records up by user id alone (ids are
 * unique across companies), which the (company_id, user_id, started_at) index could not serve, so
 * every late scan read the whole table. User first serves both those lookups and the scoped lists.
 */
export class IndexRecordsByUser1764400000000 implements MigrationInterface {
  name = 'IndexRecordsByUser1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "presence"."ix_presence_records_user_start"`);
    await q.query(`CREATE INDEX "ix_presence_records_user_start" ON "presence"."presence_records" ("user_id", "started_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "presence"."ix_presence_records_user_start"`);
    await q.query(`CREATE INDEX "ix_presence_records_user_start" ON "presence"."presence_records" ("company_id", "user_id", "started_at")`);
  }
}
