import { Injectable } from '@nestjs/common';
import type { MessageMeta } from '@presently/contracts';
import type { EntityManager } from 'typeorm';
import { autoStopAt, localDate, previousDate, type UserRules } from '@presently/presence-rules';
import { PresenceChangeAnnouncer } from '../board/presence-change.announcer';
import { AuditRepository, timesOf } from '../records/audit.repository';
import { toRuleRecord } from '../records/domain/presence-views';
import type { PresenceRecord } from '../records/entities/presence-record.entity';
import { RecordsRepository } from '../records/records.repository';
import { SchedulesRepository } from '../schedules/schedules.repository';

/**
 * Automatic presence stop (users with the work setting): an open record whose stop time has passed is
 * closed at that time — the end of the scheduled shift it started in, else working hours plus paid
 * break after its start (autoStopAt). Done lazily whenever the user's presence is read or clocked, and
 * by the periodic sweep. The caller holds the user's lock. A stop of a record started on an earlier day
 * changes that day's figures: announced (presence.history.changed) in the same transaction.
 */
@Injectable()
export class AutoStopper {
  constructor(
    private readonly records: RecordsRepository,
    private readonly schedules: SchedulesRepository,
    private readonly audit: AuditRepository,
    private readonly announcer: PresenceChangeAnnouncer,
  ) {}

  /** Closes the record when its stop time has passed; answers the closed record, or null when it stays open. */
  async stopIfDue(em: EntityManager, open: PresenceRecord, rules: UserRules, now: Date, meta: MessageMeta): Promise<PresenceRecord | null> {
    if (!rules.automaticPresenceStop || open.endedAt !== null) return null;
    const date = localDate(open.startedAt, rules.timezone);
    const spans = (await this.schedules.forUsers(open.companyId, [open.userId], previousDate(date), date, em)).map((s) => ({
      start: s.startsAt,
      end: s.endsAt,
      shiftName: s.shiftName,
    }));
    const at = autoStopAt(toRuleRecord(open), rules, spans);
    if (!at || at > now) return null;
    const end = at < open.startedAt ? open.startedAt : at;
    const closed = await this.records.close(em, open.id, end, false);
    await this.audit.append(em, [
      {
        companyId: open.companyId,
        userId: open.userId,
        recordId: open.id,
        action: 'auto_stop',
        actorUserId: null,
        reason: null,
        before: timesOf(open),
        after: timesOf(closed),
      },
    ]);
    await this.announcer.history(em, meta, open, { timezone: rules.timezone, starts: [open.startedAt] });
    return closed;
  }
}
