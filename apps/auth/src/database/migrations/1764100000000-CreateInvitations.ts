import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invitations (the one-time link that sets an invited user's first password), and the instant of the
 * last org user event applied to each account, so an older event never overwrites a newer one.
 */
export class CreateInvitations1764100000000 implements MigrationInterface {
  name = 'CreateInvitations1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "auth"."accounts" ADD COLUMN "user_changed_at" timestamptz`);
    await q.query(`CREATE TABLE "auth"."invitations" (
      "user_id" integer PRIMARY KEY REFERENCES "auth"."accounts" ("user_id") ON DELETE CASCADE,
      "email" text NOT NULL,
      "token_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "consumed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "invitations_token_hash_key" ON "auth"."invitations" ("token_hash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "auth"."invitations"');
    await q.query('ALTER TABLE "auth"."accounts" DROP COLUMN "user_changed_at"');
  }
}
