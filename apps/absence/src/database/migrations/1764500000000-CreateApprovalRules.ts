import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Chains by type and length: the approval steps a company set for an absence type, each from a number of requested days. */
export class CreateApprovalRules1764500000000 implements MigrationInterface {
  name = 'CreateApprovalRules1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "absence"."approval_rules" (
      "company_id" integer NOT NULL,
      "absence_type_id" smallint NOT NULL,
      "step" text NOT NULL,
      "from_days" numeric(5,1) NOT NULL DEFAULT 0,
      CONSTRAINT "pk_approval_rules" PRIMARY KEY ("company_id", "absence_type_id", "step"),
      CONSTRAINT "ck_approval_rules_step" CHECK ("step" IN ('team_lead', 'department_manager', 'human_resources', 'general_manager')),
      CONSTRAINT "ck_approval_rules_from_days" CHECK ("from_days" >= 0)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "absence"."approval_rules"');
  }
}
