import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A document whose absence is cancelled becomes `void`: kept with its number (numbers stay without
 * gaps) and the time it was voided (docs/documents.md, "Void documents").
 */
export class AddDocumentVoiding1767100000000 implements MigrationInterface {
  name = 'AddDocumentVoiding1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "documents"."generated_documents" ADD COLUMN "voided_at" timestamptz`);
    await q.query(`ALTER TABLE "documents"."generated_documents" DROP CONSTRAINT "ck_generated_documents_status"`);
    await q.query(`ALTER TABLE "documents"."generated_documents" ADD CONSTRAINT "ck_generated_documents_status" CHECK ("status" IN ('pending', 'generated', 'failed', 'void'))`);
    await q.query(`ALTER TABLE "documents"."generated_documents" ADD CONSTRAINT "ck_generated_documents_voided" CHECK (("status" = 'void') = ("voided_at" IS NOT NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "documents"."generated_documents" DROP CONSTRAINT "ck_generated_documents_voided"`);
    // Without the status a void document reads as what it was before: issued, or never generated.
    await q.query(`UPDATE "documents"."generated_documents" SET "status" = CASE WHEN "number" IS NULL THEN 'failed' ELSE 'generated' END WHERE "status" = 'void'`);
    await q.query(`ALTER TABLE "documents"."generated_documents" DROP CONSTRAINT "ck_generated_documents_status"`);
    await q.query(`ALTER TABLE "documents"."generated_documents" ADD CONSTRAINT "ck_generated_documents_status" CHECK ("status" IN ('pending', 'generated', 'failed'))`);
    await q.query(`ALTER TABLE "documents"."generated_documents" DROP COLUMN "voided_at"`);
  }
}
