import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Data changed" per company: a version bumped by every event that changes what a report shows, and
 * the version an export was made at. An export asked again is answered with an earlier file made at
 * the company's current version (docs/reports.md, "Reusing a file").
 */
export class AddExportDataVersions1767500000001 implements MigrationInterface {
  name = 'AddExportDataVersions1767500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."company_data_versions" (
      "company_id" integer PRIMARY KEY,
      "version" bigint NOT NULL,
      "changed_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`ALTER TABLE "reports"."report_exports" ADD COLUMN "data_version" bigint`);
    await q.query(
      `CREATE INDEX "ix_report_exports_reuse" ON "reports"."report_exports" ("company_id", "kind", "format", "data_version") WHERE "status" = 'done' AND "data_version" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "reports"."ix_report_exports_reuse"');
    await q.query('ALTER TABLE "reports"."report_exports" DROP COLUMN "data_version"');
    await q.query('DROP TABLE "reports"."company_data_versions"');
  }
}
