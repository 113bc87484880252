import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PresenceKind, PresenceSource } from '@presently/contracts';
import { planOverlaps } from '@presently/presence-rules';
import { type AuditInput, AuditRepository, timesOf } from './audit.repository';
import { toRuleRecord } from './domain/presence-views';
import type { AuditAction } from './entities/presence-audit.entity';
import type { PresenceRecord } from './entities/presence-record.entity';
import { RecordsRepository } from './records.repository';

/** Who changes records and why: a person editing (with a reason), or no one (a scan, an automatic stop). */
export interface ChangeContext {
  actorUserId: number | null;
  reason: string | null;
}

export interface Placement {
  companyId: number;
  userId: number;
  kind: PresenceKind;
  start: Date;
  end: Date | null;
  /** The record being changed (an edit, a late clock-out); absent for a new record. */
  existing?: PresenceRecord;
  /** For a new record: where it came from. */
  source?: PresenceSource;
  deviceId?: number | null;
  /** A new record clocked or scanned keeps its times as registered. */
  registered?: boolean;
  /** Whether the stored (or changed) record itself gets an audit row (edits do; scans only audit what they changed of others). */
  auditIncoming: boolean;
  ctx: ChangeContext;
}

export interface PlacementResult {
  /** The record as stored, or null when it was merged into an earlier record of the same kind. */
  record: PresenceRecord | null;
  /** The record that holds the placed time (the merged-into record when merged). */
  holder: PresenceRecord | null;
  touched: number;
  /** The starts of every record it changed, before and after, and of the placed time (for presence.history.changed). */
  starts: Date[];
}

const MS = 1;

/**
 * Stores a new or changed record so that the user's day never counts the same time twice: the other
 * records it overlaps are trimmed, split or removed, and a same-kind neighbour it touches is merged
 * (planOverlaps of @presently/presence-rules; the placed record wins). Applied in the order remove →
 * update → insert → the placed record, so the one-open-record index holds at every step. Every record
 * touched gets an audit row. The caller holds the user's lock.
 */
@Injectable()
export class RecordWriter {
  constructor(
    private readonly records: RecordsRepository,
    private readonly audit: AuditRepository,
  ) {}

  async place(em: EntityManager, p: Placement): Promise<PlacementResult> {
    // Everything that may overlap or touch the placed time (touching: a same-kind neighbour merges).
    const around = await this.records.overlapping(em, p.userId, new Date(p.start.getTime() - MS), p.end ? new Date(p.end.getTime() + MS) : null);
    if (p.existing && !around.some((r) => r.id === p.existing?.id)) around.push(p.existing);
    const byId = new Map(around.map((r) => [r.id, r]));
    const incomingId = p.existing?.id ?? 0;
    const plan = planOverlaps(around.map(toRuleRecord), { id: incomingId, kind: p.kind, start: p.start, end: p.end });
    const entries: AuditInput[] = [];
    const entry = (r: PresenceRecord, action: AuditAction, after: PresenceRecord | null): AuditInput => ({
      companyId: r.companyId,
      userId: r.userId,
      recordId: r.id,
      action,
      actorUserId: p.ctx.actorUserId,
      reason: p.ctx.reason,
      before: timesOf(r),
      after: after ? timesOf(after) : null,
    });

    const incomingRemoved = plan.remove.includes(incomingId);
    for (const id of plan.remove) {
      const r = byId.get(id);
      if (!r) continue; // a new record merged into an earlier one: nothing stored yet
      await this.records.remove(em, id);
      entries.push(entry(r, id === incomingId || r.kind === p.kind ? 'merge' : 'delete', null));
    }
    let holder: PresenceRecord | null = null;
    for (const u of plan.update) {
      if (u.id === incomingId) continue;
      const r = byId.get(u.id) as PresenceRecord;
      const changed = await this.records.changeTimes(em, u.id, { kind: r.kind, start: u.start, end: u.end, ...this.editor(p.ctx) });
      const grew = u.start <= r.startedAt && (u.end === null || (r.endedAt !== null && u.end >= r.endedAt));
      entries.push(entry(r, grew ? 'merge' : 'trim', changed));
      if (grew && r.kind === p.kind) holder = changed;
    }
    for (const ins of plan.insert) {
      const from = byId.get(ins.splitFrom) as PresenceRecord;
      const tail = await this.records.insert(em, {
        companyId: p.companyId,
        userId: p.userId,
        kind: ins.kind,
        start: ins.start,
        end: ins.end,
        source: from.source,
        deviceId: from.deviceId,
        registered: false,
        ...this.editor(p.ctx),
      });
      entries.push({ ...entry(tail, 'create', tail), before: null });
    }

    let record: PresenceRecord | null = null;
    if (!incomingRemoved) {
      const final = plan.update.find((u) => u.id === incomingId);
      const start = final?.start ?? p.start;
      const end = final ? final.end : p.end;
      if (p.existing) {
        record = await this.records.changeTimes(em, p.existing.id, { kind: p.kind, start, end, ...this.editor(p.ctx) });
        if (p.auditIncoming) entries.push(entry(p.existing, 'update', record));
      } else {
        record = await this.records.insert(em, {
          companyId: p.companyId,
          userId: p.userId,
          kind: p.kind,
          start,
          end,
          source: p.source ?? 'edit',
          deviceId: p.deviceId ?? null,
          registered: p.registered ?? false,
          ...this.editor(p.ctx),
        });
        if (p.auditIncoming) entries.push({ ...entry(record, 'create', record), before: null });
      }
    }
    await this.audit.append(em, entries);
    // The other records touched have their audit rows (before and after); the placed one is p.start and, changed, p.existing.
    const audited = entries.flatMap((e) => [e.before?.start, e.after?.start]).filter((s): s is string => s !== undefined);
    const starts = [p.start, ...(p.existing ? [p.existing.startedAt] : []), ...audited.map((s) => new Date(s))];
    return { record, holder: record ?? holder ?? (await this.records.coveringAt(em, p.userId, p.start)), touched: entries.length, starts };
  }

  /** Deletes a record by an edit, with its audit row. */
  async remove(em: EntityManager, r: PresenceRecord, ctx: ChangeContext): Promise<void> {
    await this.records.remove(em, r.id);
    await this.audit.append(em, [
      { companyId: r.companyId, userId: r.userId, recordId: r.id, action: 'delete', actorUserId: ctx.actorUserId, reason: ctx.reason, before: timesOf(r), after: null },
    ]);
  }

  private editor(ctx: ChangeContext): { reason: string | null; updatedBy: number | null } {
    return { reason: ctx.reason, updatedBy: ctx.actorUserId };
  }
}
