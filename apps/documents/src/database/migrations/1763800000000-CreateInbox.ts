import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The inbox: ids of events already handled, so a redelivered event changes nothing. */
export class CreateInbox1763800000000 implements MigrationInterface {
  name = 'CreateInbox1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "documents"."processed_events" (
      "event_id" uuid PRIMARY KEY,
      "event_name" text NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "documents"."processed_events"');
  }
}
