import { Injectable } from '@nestjs/common';
import { type Actor, type CurrentPresence, type MessageMeta, type PresenceAction, PRESENCE_ACTION_KIND, PRESENCE_ERRORS } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError } from '@presently/messaging';
import { localDate, transition, type UserRules } from '@presently/presence-rules';
import { addDays, utcDate } from '../../../common/domain/calendar-dates';
import { LeanTransaction } from '../../../common/lean-transaction';
import { assertActive, assertMayStart, assertPersonalPresence } from '../../../common/domain/subject-checks';
import { rulesOf } from '../../../common/domain/user-rules';
import { heldUserFromRow, userWithCompanySql } from '../../../copies/copies.repository';
import { OrgDirectory } from '../../../copies/org-directory';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { recordFromRow, RecordsRepository } from '../../../records/records.repository';
import { AutoStopper } from '../../auto-stopper';
import { CurrentPresencePresenter } from '../../current-presence.presenter';
import { readAction } from '../../domain/clock-payload';

/** The one open-record index: a second open record for a user is refused by the database itself. */
export const ONE_OPEN_INDEX = 'uq_presence_records_one_open';

/**
 * The eight clocking calls. One transaction under the user's lock (pg_advisory_xact_lock): read the
 * open record (closing it first if its automatic stop has passed), apply the state machine, close
 * and/or open. Starting what is already on changes nothing and answers the current presence; ending
 * what is not on is presence_not_started (409).
 * Should the lock ever be bypassed, the unique index refuses a second open record and the call answers
 * what is on, never a 500.
 * A user whose logging management disabled cannot start anything (403), but can still end what is on.
 */
@Injectable()
export class ClockUseCase {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly records: RecordsRepository,
    private readonly stopper: AutoStopper,
    private readonly presenter: CurrentPresencePresenter,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<CurrentPresence> {
    assertPersonalPresence(actor.roleId);
    const action = readAction(payload);
    const userId = actor.userId;
    // The user's schedules are read with the copy, for the answer's rounding: dated around today in any
    // zone (the local date is within a day of UTC's), so the day before today and today are among them.
    const utcToday = utcDate(new Date());
    const window = { from: addDays(utcToday, -2), to: addDays(utcToday, 1) };

    // One round trip: BEGIN, the user's copy (with company and schedules), the user's lock, their open record.
    const first = await LeanTransaction.begin(this.records.dataSource, [userWithCompanySql(userId, window), ...this.records.lockAndFindOpenSql(userId)]);
    const held = first.results[0][0] ? heldUserFromRow(first.results[0][0], window) : null;
    let tx: LeanTransaction | null = first.tx;
    let subject = OrgDirectory.heldSubject(actor, held);
    let openRow = first.results[2][0];
    if (!subject) {
      // Not held completely (another company, no copy, no settings): org is asked, outside the lock.
      await first.tx.rollback();
      tx = null;
      subject = await this.directory.subjectFrom(actor, meta, held);
    }

    let open: PresenceRecord | null;
    try {
      assertActive(subject.user);
      if (PRESENCE_ACTION_KIND[action].op === 'start') assertMayStart(subject.user);
      const rules = rulesOf(subject.user.workSettings, subject.settings);
      const now = new Date();
      const today = localDate(now, rules.timezone);
      const prefetched = { date: today, book: this.presenter.prefetch(subject, today, meta) };
      if (!tx) {
        const again = await LeanTransaction.begin(this.records.dataSource, this.records.lockAndFindOpenSql(userId));
        tx = again.tx;
        openRow = again.results[1][0];
      }
      try {
        open = await this.apply(tx, openRow ? recordFromRow(openRow) : null, subject.user.companyId, userId, action, rules, now);
      } catch (err) {
        if (!isUniqueViolation(err, ONE_OPEN_INDEX)) throw err;
        open = await this.records.findOpen(this.records.manager, userId);
      }
      return await this.presenter.present(open, subject, meta, now, prefetched);
    } finally {
      await tx?.rollback(); // only when it was not finished (a check failed before any change)
    }
  }

  /**
   * Under the user's lock, with their open record: an automatic stop that has passed closes it first
   * (audited); then the state machine; the close and/or the insert go with COMMIT in one round trip.
   */
  private async apply(
    tx: LeanTransaction,
    found: PresenceRecord | null,
    companyId: number,
    userId: number,
    action: PresenceAction,
    rules: UserRules,
    now: Date,
  ): Promise<PresenceRecord | null> {
    let current = found;
    if (current && (await this.stopper.stopIfDue(tx.manager, current, rules, now))) current = null;
    const t = transition(current?.kind ?? null, action);
    if (t.type === 'error') {
      await tx.rollback();
      throw new DomainError(PRESENCE_ERRORS.notStarted, 409);
    }
    if (t.type === 'noop') {
      await tx.commit();
      return current;
    }
    const statements: string[] = [];
    if (t.close && current) statements.push(this.records.closeSql(current.id, now < current.startedAt ? current.startedAt : now));
    if (t.open) statements.push(this.records.insertRegisteredSql({ companyId, userId, kind: t.open, start: now, source: 'web' }));
    const written = await tx.commit(statements);
    return t.open ? recordFromRow(written[written.length - 1][0]) : null;
  }
}
