import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, IsNull } from 'typeorm';
import type { StoredFileMime, StoredFilePurpose } from '@presently/contracts';
import { affectedCount } from '@presently/database';
import { StoredFile } from './entities/stored-file.entity';

export interface NewStoredFile {
  companyId: number;
  owner: string | null;
  purpose: StoredFilePurpose;
  name: string;
  mime: StoredFileMime;
  content: Buffer;
  createdBy: number;
}

/** Stored files; every query of a request is scoped by company (only the sweep spans companies). */
@Injectable()
export class StoredFilesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async insert(file: NewStoredFile, em: EntityManager = this.dataSource.manager): Promise<StoredFile> {
    const row = em.create(StoredFile, { ...file, size: file.content.length, attachedAt: file.owner === null ? null : new Date() });
    return em.save(StoredFile, row);
  }

  /**
   * Serialises the changes of one owner's files (two attaches racing past the per-owner limit): a
   * transaction-scoped advisory lock named for documents, so no other service's lock waits for it.
   */
  async lockOwner(em: EntityManager, companyId: number, owner: string): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`documents.owner:${companyId}:${owner}`]);
  }

  countForOwner(em: EntityManager, companyId: number, owner: string): Promise<number> {
    return em.count(StoredFile, { where: { companyId, owner } });
  }

  /** The files of the company among `ids`, locked until the transaction ends (a sweep skips them meanwhile). */
  lockMany(em: EntityManager, companyId: number, ids: number[]): Promise<StoredFile[]> {
    return em.find(StoredFile, { where: { companyId, id: In(ids) }, lock: { mode: 'pessimistic_write' } });
  }

  async attach(em: EntityManager, companyId: number, ids: number[], owner: string): Promise<void> {
    if (ids.length === 0) return;
    await em.update(StoredFile, { companyId, id: In(ids), owner: IsNull() }, { owner, attachedAt: () => 'now()' });
  }

  /** One file with its bytes, within the company. */
  findWithContent(companyId: number, id: number): Promise<StoredFile | null> {
    return this.dataSource.manager
      .createQueryBuilder(StoredFile, 'file')
      .addSelect('file.content')
      .where('file.id = :id AND file.companyId = :companyId', { id, companyId })
      .getOne();
  }

  listForOwner(companyId: number, owner: string): Promise<StoredFile[]> {
    return this.dataSource.manager.find(StoredFile, { where: { companyId, owner }, order: { id: 'ASC' } });
  }

  /**
   * Removes up to `batch` files never attached and stored before `cutoff`; rows an attach holds locked
   * right now are skipped (the attach wins; an old one left behind goes in the next sweep).
   */
  async deleteUnattachedBefore(cutoff: Date, batch: number): Promise<number> {
    return affectedCount(await this.dataSource.query(
      `DELETE FROM "documents"."stored_files" WHERE "id" IN (
         SELECT "id" FROM "documents"."stored_files"
         WHERE "owner" IS NULL AND "created_at" < $1
         ORDER BY "created_at" LIMIT $2 FOR UPDATE SKIP LOCKED
       ) AND "owner" IS NULL RETURNING "id"`,
      [cutoff, batch],
    ));
  }
}
