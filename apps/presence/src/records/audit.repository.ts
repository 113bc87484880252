import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { type AuditAction, type AuditTimes, PresenceAudit } from './entities/presence-audit.entity';
import type { PresenceRecord } from './entities/presence-record.entity';

export interface AuditInput {
  companyId: number;
  userId: number;
  recordId: number;
  action: AuditAction;
  actorUserId: number | null;
  reason: string | null;
  before: AuditTimes | null;
  after: AuditTimes | null;
}

export const timesOf = (r: Pick<PresenceRecord, 'kind' | 'startedAt' | 'endedAt'>): AuditTimes => ({
  kind: r.kind,
  start: r.startedAt.toISOString(),
  end: r.endedAt ? r.endedAt.toISOString() : null,
});

/** The audit trail of presence records: appended in the transaction of the change, listed per record. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async append(em: EntityManager, entries: AuditInput[]): Promise<void> {
    if (entries.length === 0) return;
    await em
      .createQueryBuilder()
      .insert()
      .into(PresenceAudit)
      .values(entries.map((e) => ({ ...e, before: e.before ?? null, after: e.after ?? null })))
      .execute();
  }

  forRecord(companyId: number, recordId: number): Promise<PresenceAudit[]> {
    return this.dataSource.manager.find(PresenceAudit, { where: { companyId, recordId }, order: { id: 'ASC' } });
  }
}
