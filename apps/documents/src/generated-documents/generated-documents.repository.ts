import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, Not, type SelectQueryBuilder } from 'typeorm';
import type { DocumentKind, GeneratedDocumentStatus, Lang } from '@presently/contracts';
import { returnedRows } from '@presently/database';
import type { DocumentSource } from './domain/document-source';
import { GeneratedDocument } from './entities/generated-document.entity';

export interface NewDocumentJob {
  companyId: number;
  absenceRequestId: number;
  userId: number;
  employeeName: string;
  kind: DocumentKind;
  language: Lang | null;
  approvedAt: Date;
  source: DocumentSource;
}

export interface DocumentFilter {
  year?: number;
  kind?: DocumentKind;
  status?: GeneratedDocumentStatus;
  userId?: number;
  from?: string;
  to?: string;
}

/** The register's filter as its messages carry it (LIST_DOCUMENTS and EXPORT_DOCUMENTS share these fields). */
export function documentFilterOf(query: { year?: number; kind?: DocumentKind; status?: GeneratedDocumentStatus; user_id?: number; from?: string; to?: string }): DocumentFilter {
  return { year: query.year, kind: query.kind, status: query.status, userId: query.user_id, from: query.from, to: query.to };
}

/** Generated documents and their numbering; every query of a request is scoped by company (the job runner's claim spans companies). */
@Injectable()
export class GeneratedDocumentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Queues the document of an approval; an absence that has one already keeps it (the same approval twice makes one document). */
  async insertIfAbsent(em: EntityManager, job: NewDocumentJob): Promise<boolean> {
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(GeneratedDocument)
      .values({ ...job, status: 'pending', attempts: 0, nextAttemptAt: () => 'now()' } as never)
      .orIgnore()
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /**
   * Takes the next due job, across companies, and leases it for `leaseSeconds`: a runner that dies
   * mid-job leaves it to be taken again when the lease ends. SKIP LOCKED lets runners claim side by side.
   */
  async claimDue(leaseSeconds: number): Promise<GeneratedDocument | null> {
    const rows = returnedRows<{ id: number; company_id: number }>(await this.dataSource.query(
      `UPDATE "documents"."generated_documents" SET "attempts" = "attempts" + 1, "next_attempt_at" = now() + make_interval(secs => $1)
       WHERE "id" = (
         SELECT "id" FROM "documents"."generated_documents"
         WHERE "status" = 'pending' AND "next_attempt_at" <= now()
         ORDER BY "next_attempt_at", "id" LIMIT 1 FOR UPDATE SKIP LOCKED
       ) RETURNING "id", "company_id"`,
      [leaseSeconds],
    ));
    const claimed = rows[0];
    if (!claimed) return null;
    return this.dataSource.manager.findOne(GeneratedDocument, { where: { id: claimed.id, companyId: claimed.company_id } });
  }

  /** The row, locked until the transaction ends (a finish and a regenerate do not cross). */
  lock(em: EntityManager, companyId: number, id: number): Promise<GeneratedDocument | null> {
    return em.findOne(GeneratedDocument, { where: { companyId, id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The next number of the company's year: the counter row is locked by the update until the
   * transaction ends, so numbers are taken one at a time and a rolled-back generation gives its back.
   */
  async nextNumber(em: EntityManager, companyId: number, year: number): Promise<number> {
    const rows = (await em.query(
      `INSERT INTO "documents"."document_numbers" ("company_id", "year", "last_number") VALUES ($1, $2, 1)
       ON CONFLICT ("company_id", "year") DO UPDATE SET "last_number" = "document_numbers"."last_number" + 1
       RETURNING "last_number"`,
      [companyId, year],
    )) as Array<{ last_number: number }>;
    return rows[0].last_number;
  }

  async storeGenerated(
    em: EntityManager,
    companyId: number,
    id: number,
    values: { number: number; year: number; issuedOn: string; language: Lang; content: Buffer },
  ): Promise<void> {
    await em.update(GeneratedDocument, { companyId, id }, { ...values, status: 'generated', lastError: null, generatedAt: () => 'now()' } as never);
  }

  /** Records a failed attempt: due again after `retryInSeconds`, or failed for good when null. */
  async recordFailure(companyId: number, id: number, error: string, retryInSeconds: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE "documents"."generated_documents"
       SET "last_error" = $3, "status" = CASE WHEN $4::int IS NULL THEN 'failed' ELSE 'pending' END,
           "next_attempt_at" = now() + make_interval(secs => COALESCE($4::int, 0))
       WHERE "company_id" = $1 AND "id" = $2 AND "status" = 'pending'`,
      [companyId, id, error, retryInSeconds],
    );
  }

  /** Queues the document again (a new template, or after a failure): same number, a fresh set of attempts. A void one stays void. */
  async requeue(companyId: number, absenceRequestId: number): Promise<boolean> {
    const result = await this.dataSource.manager.update(
      GeneratedDocument,
      { companyId, absenceRequestId, status: Not('void') },
      { status: 'pending', attempts: 0, nextAttemptAt: () => 'now()', lastError: null } as never,
    );
    return (result.affected ?? 0) > 0;
  }

  /**
   * Marks the absence's document void as of `at` (in the transaction of the event's inbox entry). A
   * document void already keeps its first time; a document still waiting is never generated and takes
   * no number. Resolves to whether a document was voided now.
   */
  async markVoid(em: EntityManager, companyId: number, absenceRequestId: number, at: Date): Promise<boolean> {
    const result = await em.update(GeneratedDocument, { companyId, absenceRequestId, status: Not('void') }, { status: 'void', voidedAt: at });
    return (result.affected ?? 0) > 0;
  }

  findByAbsence(companyId: number, absenceRequestId: number): Promise<GeneratedDocument | null> {
    return this.dataSource.manager.findOne(GeneratedDocument, { where: { companyId, absenceRequestId } });
  }

  findContentByAbsence(companyId: number, absenceRequestId: number): Promise<GeneratedDocument | null> {
    return this.dataSource.manager
      .createQueryBuilder(GeneratedDocument, 'd')
      .addSelect('d.content')
      .where('d.companyId = :companyId AND d.absenceRequestId = :absenceRequestId', { companyId, absenceRequestId })
      .getOne();
  }

  /** One page of the company's register, and how many documents the filter holds. */
  list(companyId: number, filter: DocumentFilter, page: number, perPage: number): Promise<[GeneratedDocument[], number]> {
    return this.registerQuery(companyId, filter)
      .skip((page - 1) * perPage)
      .take(perPage)
      .getManyAndCount();
  }

  /** The first `limit` documents of the company's register, in the register's order, in one query (an export). */
  listFirst(companyId: number, filter: DocumentFilter, limit: number): Promise<GeneratedDocument[]> {
    return this.registerQuery(companyId, filter).take(limit).getMany();
  }

  /** The company's register, filtered and in its order: the one query behind the screen and the export, so both show the same rows. */
  private registerQuery(companyId: number, filter: DocumentFilter): SelectQueryBuilder<GeneratedDocument> {
    const q = this.dataSource.manager.createQueryBuilder(GeneratedDocument, 'd').where('d.companyId = :companyId', { companyId });
    // A document without a number yet (waiting, failed, or void before it was made) has no year of
    // its own: it belongs to the year it was approved in, so a failure shows under the current year.
    if (filter.year !== undefined) q.andWhere('(d.year = :year OR (d.year IS NULL AND EXTRACT(YEAR FROM d.approvedAt) = :year))', { year: filter.year });
    if (filter.kind) q.andWhere('d.kind = :kind', { kind: filter.kind });
    if (filter.status) q.andWhere('d.status = :status', { status: filter.status });
    if (filter.userId !== undefined) q.andWhere('d.userId = :userId', { userId: filter.userId });
    if (filter.from) q.andWhere('d.approvedAt >= :from::date', { from: filter.from });
    if (filter.to) q.andWhere("d.approvedAt < (:to::date + interval '1 day')", { to: filter.to });
    // The register's order: those waiting or failed first (they need HR's eye), then newest year and
    // highest number (numbers are given in the order documents are generated, which a retry can put
    // after a later approval), then those voided before they were made.
    return q
      .addSelect("CASE WHEN d.number IS NULL AND d.status IN ('pending', 'failed') THEN 0 ELSE 1 END", 'd_attention')
      .orderBy('d_attention', 'ASC')
      .addOrderBy('d.year', 'DESC', 'NULLS LAST')
      .addOrderBy('d.number', 'DESC', 'NULLS LAST')
      .addOrderBy('d.id', 'DESC');
  }
}
