import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scheduled reports and their runs. A run is unique per schedule and due instant, so two replicas
 * that both see a schedule due make one run; the export a run makes is a row of report_exports.
 */
export class CreateReportSchedules1767500000000 implements MigrationInterface {
  name = 'CreateReportSchedules1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."report_schedules" (
      "id" uuid PRIMARY KEY,
      "company_id" integer NOT NULL,
      "owner_user_id" integer NOT NULL,
      "role_id" smallint NOT NULL,
      "lang" text NOT NULL,
      "scope" text NOT NULL,
      "company_name" text NOT NULL,
      "kind" text NOT NULL,
      "format" text NOT NULL,
      "filters" jsonb NOT NULL,
      "frequency" text NOT NULL,
      "weekday" smallint,
      "day_of_month" smallint,
      "time" text NOT NULL,
      "time_zone" text NOT NULL,
      "recipients" jsonb NOT NULL,
      "active" boolean NOT NULL DEFAULT true,
      "next_run_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "ck_report_schedules_frequency" CHECK ("frequency" IN ('weekly', 'monthly')),
      CONSTRAINT "ck_report_schedules_format" CHECK ("format" IN ('xlsx', 'pdf'))
    )`);
    await q.query(`CREATE INDEX "ix_report_schedules_company" ON "reports"."report_schedules" ("company_id", "created_at")`);
    await q.query(`CREATE INDEX "ix_report_schedules_due" ON "reports"."report_schedules" ("next_run_at") WHERE "active"`);
    await q.query(`CREATE TABLE "reports"."report_schedule_runs" (
      "id" uuid PRIMARY KEY,
      "schedule_id" uuid NOT NULL REFERENCES "reports"."report_schedules" ("id") ON DELETE CASCADE,
      "company_id" integer NOT NULL,
      "due_at" timestamptz NOT NULL,
      "from" date NOT NULL,
      "to" date NOT NULL,
      "status" text NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT 0,
      "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
      "export_id" uuid,
      "delivery" text,
      "link_token_hash" text UNIQUE,
      "error" text,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "finished_at" timestamptz,
      CONSTRAINT "uq_report_schedule_runs_due" UNIQUE ("schedule_id", "due_at"),
      CONSTRAINT "ck_report_schedule_runs_status" CHECK ("status" IN ('pending', 'exporting', 'sent', 'failed'))
    )`);
    await q.query(`CREATE INDEX "ix_report_schedule_runs_schedule" ON "reports"."report_schedule_runs" ("schedule_id", "due_at" DESC)`);
    await q.query(`CREATE INDEX "ix_report_schedule_runs_open" ON "reports"."report_schedule_runs" ("next_attempt_at") WHERE "status" IN ('pending', 'exporting')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "reports"."report_schedule_runs"');
    await q.query('DROP TABLE "reports"."report_schedules"');
  }
}
