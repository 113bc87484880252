import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The e-mails sent, one per event: what makes sending idempotent across repeated jobs. */
export class CreateSentEmails1763900000000 implements MigrationInterface {
  name = 'CreateSentEmails1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notifications"."sent_emails" (
      "event_id" uuid PRIMARY KEY,
      "kind" text NOT NULL,
      "to" text NOT NULL,
      "lang" text NOT NULL,
      "subject" text NOT NULL,
      "sent_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('CREATE INDEX "sent_emails_sent_at_idx" ON "notifications"."sent_emails" ("sent_at")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "notifications"."sent_emails"');
  }
}
