import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Secret iCal feeds: the hash of each token (unique: a read finds its feed by it) and who made it. */
export class CreateCalendarFeeds1766300000000 implements MigrationInterface {
  name = 'CreateCalendarFeeds1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "absence"."calendar_feeds" (
      "id" SERIAL NOT NULL,
      "company_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "scope" text NOT NULL,
      "absence_type_id" smallint,
      "lang" text NOT NULL DEFAULT 'en',
      "token_hash" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "revoked_at" timestamptz,
      CONSTRAINT "pk_calendar_feeds" PRIMARY KEY ("id"),
      CONSTRAINT "ck_calendar_feeds_scope" CHECK ("scope" IN ('me', 'team', 'company'))
    )`);
    await q.query(`CREATE UNIQUE INDEX "ux_calendar_feeds_token" ON "absence"."calendar_feeds" ("token_hash")`);
    await q.query(`CREATE INDEX "ix_calendar_feeds_user" ON "absence"."calendar_feeds" ("company_id", "user_id")`);
    // The team calendar reads requests of many people over a period: by company and dates.
    await q.query(`CREATE INDEX IF NOT EXISTS "ix_absence_requests_company_period" ON "absence"."absence_requests" ("company_id", "start_date", "end_date")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX IF EXISTS "absence"."ix_absence_requests_company_period"');
    await q.query('DROP TABLE "absence"."calendar_feeds"');
  }
}
