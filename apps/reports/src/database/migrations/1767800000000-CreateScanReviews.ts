import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviewed marks of the administrators report: one per company and scan record (presence's record
 * id), with who marked it (id and name as it was then: reports reads no other schema) and when.
 */
export class CreateScanReviews1767800000000 implements MigrationInterface {
  name = 'CreateScanReviews1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "reports"."scan_reviews" (
      "company_id" integer NOT NULL,
      "record_id" integer NOT NULL,
      "reviewed_by_id" integer NOT NULL,
      "reviewed_by_name" text NOT NULL,
      "reviewed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("company_id", "record_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "reports"."scan_reviews"');
  }
}
