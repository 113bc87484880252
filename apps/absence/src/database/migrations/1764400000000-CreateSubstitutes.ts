import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Who decides a person's approval steps while they are away: one substitute per person, for a period. */
export class CreateSubstitutes1764400000000 implements MigrationInterface {
  name = 'CreateSubstitutes1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "absence"."substitutes" (
      "company_id" integer NOT NULL,
      "user_id" integer NOT NULL,
      "substitute_user_id" integer NOT NULL,
      "substitute_name" text NOT NULL,
      "from_date" date NOT NULL,
      "to_date" date NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "pk_substitutes" PRIMARY KEY ("company_id", "user_id"),
      CONSTRAINT "ck_substitutes_period" CHECK ("from_date" <= "to_date"),
      CONSTRAINT "ck_substitutes_not_self" CHECK ("substitute_user_id" <> "user_id")
    )`);
    // The requests waiting for a substitute: the people who named them.
    await q.query(`CREATE INDEX "ix_substitutes_substitute" ON "absence"."substitutes" ("company_id", "substitute_user_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "absence"."substitutes"');
  }
}
