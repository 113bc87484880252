import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per company registration, written before org is asked to make the company, so that a
 * registration auth never finished (it died between org's step and its own, and the client gave up)
 * is found and abandoned by the sweeper instead of leaving org's pending company behind for good.
 */
export class CreateRegistrations1764500000000 implements MigrationInterface {
  name = 'CreateRegistrations1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."registrations" (
      "registration_id" uuid PRIMARY KEY,
      "state" text NOT NULL DEFAULT 'started' CHECK ("state" IN ('started', 'completed', 'abandoned')),
      "company_id" integer,
      "user_id" integer,
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "settled_at" timestamptz,
      "sweep_after" timestamptz NOT NULL
    )`);
    // The sweeper's only question: which unsettled registrations are due.
    await q.query(`CREATE INDEX "registrations_due_idx" ON "auth"."registrations" ("sweep_after") WHERE "state" = 'started'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "auth"."registrations"');
  }
}
