import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's own yearly allowance per personal-day reason (1–11); reasons without a row keep the labour code's default. */
export class CreatePersonalDayAllowances1766600000001 implements MigrationInterface {
  name = 'CreatePersonalDayAllowances1766600000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "absence"."personal_day_allowances" (
      "company_id" integer NOT NULL,
      "reason_id" smallint NOT NULL,
      "days" smallint NOT NULL,
      CONSTRAINT "pk_personal_day_allowances" PRIMARY KEY ("company_id", "reason_id"),
      CONSTRAINT "ck_personal_day_allowances_reason" CHECK ("reason_id" BETWEEN 1 AND 11),
      CONSTRAINT "ck_personal_day_allowances_days" CHECK ("days" BETWEEN 0 AND 60)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "absence"."personal_day_allowances"');
  }
}
