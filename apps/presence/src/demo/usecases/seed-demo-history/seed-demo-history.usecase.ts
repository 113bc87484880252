import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { SeedDemoPresenceRequest, SeedDemoPresenceResult } from '@presently/contracts';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import { demoDay, soFar } from '../../domain/demo-days';
import { type DemoRecordRow, DemoHistoryRepository } from '../../demo-history.repository';

/**
 * Writes the demo company's presence history: each given day of each person becomes a believable
 * working day (domain/demo-days), today only up to now with the segment under way still on. A day on
 * which the person already has a record is left alone, so seeding again writes nothing, and a seed on
 * a later day fills only the days since. Serialised on a transaction-level advisory lock. Past days
 * written are announced (presence.history.changed) in the same transaction, as every change of records is.
 */
@Injectable()
export class SeedDemoHistoryUseCase {
  constructor(
    private readonly repository: DemoHistoryRepository,
    private readonly announcer: PresenceChangeAnnouncer,
  ) {}

  async execute(request: SeedDemoPresenceRequest, now: Date = new Date()): Promise<SeedDemoPresenceResult> {
    const userIds = request.people.map((p) => p.user_id);
    const allDays = request.people.flatMap((p) => p.days).sort();
    if (userIds.length === 0 || allDays.length === 0) return { records: 0, kept_days: 0 };
    const today = DateTime.fromJSDate(now).setZone(request.timezone).toISODate() as string;
    return this.repository.transaction(async (em) => {
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`presence-demo-history:${request.company_id}`]);
      const taken = await this.repository.daysWithRecords(em, request.company_id, userIds, request.timezone, allDays[0]);
      const open = await this.repository.withOpenRecord(em, userIds);
      const rows: DemoRecordRow[] = [];
      let kept = 0;
      for (const person of request.people) {
        for (const date of person.days) {
          if (date > today) continue;
          if (taken.has(`${person.user_id}|${date}`)) {
            kept++;
            continue;
          }
          const day = demoDay({ userId: person.user_id, date, profile: person.profile, shiftStart: person.shift_start, shiftEnd: person.shift_end, zone: request.timezone });
          const segments = date === today ? soFar(day, now).filter((s) => s.end !== null || !open.has(person.user_id)) : day;
          for (const s of segments) rows.push({ userId: person.user_id, kind: s.kind, start: s.start, end: s.end });
        }
      }
      const records = await this.repository.insertMany(em, request.company_id, rows);
      const touched = { timezone: request.timezone, starts: rows.map((r) => r.start) };
      await this.announcer.history(em, { requestId: randomUUID(), actor: null }, { companyId: request.company_id }, touched);
      return { records, kept_days: kept };
    });
  }
}
