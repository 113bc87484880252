import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, e-mailed codes and auth's copy of each company's security settings. */
export class CreateAccounts1763900000000 implements MigrationInterface {
  name = 'CreateAccounts1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "auth"."accounts" (
      "user_id" integer PRIMARY KEY,
      "company_id" integer,
      "email" text NOT NULL,
      "password_hash" text,
      "role_id" smallint NOT NULL,
      "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'deactivated', 'blocked')),
      "lang" text NOT NULL DEFAULT 'en' CHECK ("lang" IN ('en', 'mk', 'bg')),
      "email_verified_at" timestamptz,
      "terms_accepted_at" timestamptz,
      "must_change_password" boolean NOT NULL DEFAULT false,
      "password_changed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "accounts_email_key" ON "auth"."accounts" (lower("email"))`);
    await q.query(`CREATE INDEX "accounts_company_id_idx" ON "auth"."accounts" ("company_id")`);

    await q.query(`CREATE TABLE "auth"."sessions" (
      "id" uuid PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "auth"."accounts" ("user_id") ON DELETE CASCADE,
      "refresh_token_hash" text NOT NULL,
      "remember_me" boolean NOT NULL DEFAULT false,
      "expires_at" timestamptz NOT NULL,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "last_refreshed_at" timestamptz,
      "ip" text
    )`);
    await q.query(`CREATE UNIQUE INDEX "sessions_refresh_token_hash_key" ON "auth"."sessions" ("refresh_token_hash")`);
    await q.query(`CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" ("user_id")`);

    await q.query(`CREATE TABLE "auth"."two_factor_challenges" (
      "id" uuid PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "auth"."accounts" ("user_id") ON DELETE CASCADE,
      "code_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "resend_count" integer NOT NULL DEFAULT 0,
      "locked" boolean NOT NULL DEFAULT false,
      "consumed_at" timestamptz,
      "remember_me" boolean NOT NULL DEFAULT false,
      "ip" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "two_factor_challenges_user_id_idx" ON "auth"."two_factor_challenges" ("user_id")`);

    await q.query(`CREATE TABLE "auth"."password_reset_codes" (
      "id" uuid PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "auth"."accounts" ("user_id") ON DELETE CASCADE,
      "code_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "attempts" integer NOT NULL DEFAULT 0,
      "consumed_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "password_reset_codes_user_id_idx" ON "auth"."password_reset_codes" ("user_id")`);

    await q.query(`CREATE TABLE "auth"."company_security" (
      "company_id" integer PRIMARY KEY,
      "two_factor_email" boolean NOT NULL DEFAULT false,
      "password_reset_3_months" boolean NOT NULL DEFAULT false,
      "special_reports" boolean NOT NULL DEFAULT false,
      "settings_changed_at" timestamptz NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "auth"."company_security"');
    await q.query('DROP TABLE "auth"."password_reset_codes"');
    await q.query('DROP TABLE "auth"."two_factor_challenges"');
    await q.query('DROP TABLE "auth"."sessions"');
    await q.query('DROP TABLE "auth"."accounts"');
  }
}
