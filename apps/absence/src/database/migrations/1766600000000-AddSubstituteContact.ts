import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A substitute is e-mailed when they are named and whenever a request waits for someone they stand in
 * for, so their address and language are kept with the row (as org gave them when they were chosen).
 * Rows named before have none: they are simply not e-mailed until named again.
 */
export class AddSubstituteContact1766600000000 implements MigrationInterface {
  name = 'AddSubstituteContact1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "absence"."substitutes"
      ADD COLUMN "substitute_email" text,
      ADD COLUMN "substitute_lang" text CHECK ("substitute_lang" IN ('en', 'mk', 'bg'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "absence"."substitutes" DROP COLUMN "substitute_lang", DROP COLUMN "substitute_email"`);
  }
}
