import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The settings a closed month was closed with (issue 15 ★): one row per closure held closed in
 * `closed_months` (department 0: the whole company) with presence's copy of the company's settings at
 * the close, and one row per person of the closure with their work settings then. A reopen deletes the
 * closure's row and, by the cascade, its people.
 */
export class CreateClosedMonthSettings1768000000000 implements MigrationInterface {
  name = 'CreateClosedMonthSettings1768000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "presence"."closed_month_settings" (
      "company_id" integer NOT NULL,
      "month" text NOT NULL,
      "department_id" integer NOT NULL,
      "company_settings" jsonb,
      "closed_at" timestamptz NOT NULL,
      "taken_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("company_id", "month", "department_id")
    )`);
    await q.query(`CREATE TABLE "presence"."closed_month_work_settings" (
      "company_id" integer NOT NULL,
      "month" text NOT NULL,
      "department_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "work_settings" jsonb NOT NULL,
      PRIMARY KEY ("company_id", "month", "department_id", "user_id"),
      CONSTRAINT "fk_closed_month_work_settings_closure" FOREIGN KEY ("company_id", "month", "department_id")
        REFERENCES "presence"."closed_month_settings" ("company_id", "month", "department_id") ON DELETE CASCADE
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "presence"."closed_month_work_settings"`);
    await q.query(`DROP TABLE "presence"."closed_month_settings"`);
  }
}
