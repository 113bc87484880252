import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Export jobs and their files. The file is stored in chunks in PostgreSQL: every replica of reports
 * (and the one that picks up a job after a worker died) reads and writes the same store, the gateway
 * streams the chunks to a download, and no shared volume is needed. Users and companies live in org:
 * plain ids here, every query scoped by company_id.
 */
export class CreateReportExports1766100000000 implements MigrationInterface {
  name = 'CreateReportExports1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."report_exports" (
      "id" uuid PRIMARY KEY,
      "company_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "role_id" smallint NOT NULL,
      "lang" text NOT NULL,
      "scope" text NOT NULL,
      "kind" text NOT NULL,
      "format" text NOT NULL,
      "filters" jsonb NOT NULL,
      "status" text NOT NULL DEFAULT 'queued',
      "progress" smallint NOT NULL DEFAULT 0,
      "rows_done" integer NOT NULL DEFAULT 0,
      "rows_total" integer NOT NULL DEFAULT 0,
      "attempts" integer NOT NULL DEFAULT 0,
      "file_name" text,
      "size_bytes" bigint,
      "error" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "started_at" timestamptz,
      "finished_at" timestamptz,
      "expires_at" timestamptz,
      CONSTRAINT "ck_report_exports_status" CHECK ("status" IN ('queued', 'running', 'done', 'failed', 'cancelled')),
      CONSTRAINT "ck_report_exports_format" CHECK ("format" IN ('xlsx', 'pdf')),
      CONSTRAINT "ck_report_exports_progress" CHECK ("progress" BETWEEN 0 AND 100)
    )`);
    // The actor's recent exports, newest first.
    await q.query(`CREATE INDEX "ix_report_exports_company_user_created" ON "reports"."report_exports" ("company_id", "user_id", "created_at" DESC)`);
    // The sweeper of expired files.
    await q.query(`CREATE INDEX "ix_report_exports_expires" ON "reports"."report_exports" ("expires_at") WHERE "expires_at" IS NOT NULL`);
    await q.query(`CREATE TABLE "reports"."report_export_chunks" (
      "export_id" uuid NOT NULL REFERENCES "reports"."report_exports" ("id") ON DELETE CASCADE,
      "seq" integer NOT NULL,
      "data" bytea NOT NULL,
      PRIMARY KEY ("export_id", "seq")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "reports"."report_export_chunks"');
    await q.query('DROP TABLE "reports"."report_exports"');
  }
}
