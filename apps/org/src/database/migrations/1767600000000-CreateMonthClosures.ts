import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closed months (issue 15 ★): what is closed now (one row per company, month and audience; a
 * company-wide closure has no department) and every close and reopen with who, when and why.
 */
export class CreateMonthClosures1767600000000 implements MigrationInterface {
  name = 'CreateMonthClosures1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "org"."month_closures" (
      "id" serial PRIMARY KEY,
      "company_id" integer NOT NULL REFERENCES "org"."companies" ("id") ON DELETE CASCADE,
      "month" text NOT NULL CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      "department_id" integer,
      "closed_at" timestamptz NOT NULL DEFAULT now(),
      "closed_by_user_id" integer NOT NULL,
      "closed_by_name" text NOT NULL,
      "reason" text,
      CONSTRAINT "fk_month_closures_department" FOREIGN KEY ("company_id", "department_id") REFERENCES "org"."departments" ("company_id", "id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_month_closures_audience" ON "org"."month_closures" ("company_id", "month", COALESCE("department_id", 0))`);
    await q.query(`CREATE TABLE "org"."month_closure_audit" (
      "id" serial PRIMARY KEY,
      "company_id" integer NOT NULL,
      "month" text NOT NULL,
      "department_id" integer,
      "action" text NOT NULL CHECK ("action" IN ('closed', 'reopened')),
      "actor_user_id" integer NOT NULL,
      "actor_name" text NOT NULL,
      "reason" text,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "ix_month_closure_audit_company" ON "org"."month_closure_audit" ("company_id", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "org"."month_closure_audit"`);
    await q.query(`DROP TABLE "org"."month_closures"`);
  }
}
