import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team coverage (issue 11): the largest share of a team that may be absent on one day (null: no
 * maximum, every existing company) and whether a request over it is refused or only flagged.
 */
export class AddTeamCoverageSettings1766600000000 implements MigrationInterface {
  name = 'AddTeamCoverageSettings1766600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "org"."companies"
      ADD COLUMN "team_coverage_max_percent" smallint CHECK ("team_coverage_max_percent" BETWEEN 1 AND 100),
      ADD COLUMN "team_coverage_action" text NOT NULL DEFAULT 'warn' CHECK ("team_coverage_action" IN ('warn', 'refuse'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "org"."companies" DROP COLUMN "team_coverage_action", DROP COLUMN "team_coverage_max_percent"`);
  }
}
