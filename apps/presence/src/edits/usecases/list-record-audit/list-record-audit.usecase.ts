import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, type PresenceAuditEntry } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { CopiesRepository } from '../../../copies/copies.repository';
import { AuditRepository } from '../../../records/audit.repository';
import { RecordsRepository } from '../../../records/records.repository';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';

/** The audit trail of one record (also of a deleted one), oldest first, for those who see the user's presence. */
@Injectable()
export class ListRecordAuditUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly audit: AuditRepository,
    private readonly records: RecordsRepository,
    private readonly copies: CopiesRepository,
  ) {}

  async execute(actor: Actor, recordId: number, meta: MessageMeta): Promise<PresenceAuditEntry[]> {
    const s = await this.scopes.teamActor(actor, meta);
    const entries = await this.audit.forRecord(actor.companyId, recordId);
    const record = await this.records.findById(actor.companyId, recordId);
    const userId = record?.userId ?? entries[0]?.userId;
    if (userId === undefined) throw new NotFoundError(ERROR_KEYS.notFound);
    await this.scopes.target(s, userId, meta);
    const names = await this.copies.namesOf(actor.companyId, entries.flatMap((e) => (e.actorUserId ? [e.actorUserId] : [])));
    return entries.map((e) => ({
      id: e.id,
      record_id: e.recordId,
      action: e.action,
      actor_user_id: e.actorUserId,
      actor_name: e.actorUserId ? (names.get(e.actorUserId) ?? null) : null,
      reason: e.reason,
      before: e.before,
      after: e.after,
      at: e.at.toISOString(),
    }));
  }
}
