import { Injectable } from '@nestjs/common';
import { type Actor, type CurrentPresence, type MessageMeta, type PresenceAction, PRESENCE_ACTION_KIND, PRESENCE_ERRORS } from '@presently/contracts';
import { addDays, DomainError, utcDate } from '@presently/domain';
import { localDate, transition, type UserRules } from '@presently/presence-rules';
import { assertActive, assertMayStart, assertMayUseWeb, assertPersonalPresence } from '../../../common/domain/subject-checks';
import { rulesOf } from '../../../common/domain/user-rules';
import { OrgDirectory } from '../../../copies/org-directory.service';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { PresenceWritesRepository, type WriteTransaction } from '../../../records/presence-writes.repository';
import { recordChanged } from '../../../board/domain/record-changed';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { AutoStopper } from '../../auto-stopper.service';
import { CurrentPresencePresenter } from '../../current-presence.presenter';

/**
 * The eight clocking calls. One transaction under the user's lock (pg_advisory_xact_lock): read the
 * open record (closing it first if its automatic stop has passed), apply the state machine, close
 * and/or open. Starting what is already on changes nothing and answers the current presence; ending
 * what is not on is presence_not_started (409).
 * Should the lock ever be bypassed, the database refuses a second open record and the call answers
 * what is on, never a 500.
 * A user whose logging management disabled cannot start anything (403), but can still end what is on.
 * The calls come from the browser or the mobile app: a user without "use via web or mobile app" is
 * refused (403 web_use_disabled) and clocks at the gates.
 */
@Injectable()
export class ClockUseCase {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly writes: PresenceWritesRepository,
    private readonly stopper: AutoStopper,
    private readonly presenter: CurrentPresencePresenter,
    private readonly announcer: PresenceChangeAnnouncer,
  ) {}

  async execute(actor: Actor, action: PresenceAction, meta: MessageMeta): Promise<CurrentPresence> {
    assertPersonalPresence(actor.roleId);
    const userId = actor.userId;
    // The user's schedules are read with the copy, for the answer's rounding: dated around today in any
    // zone (the local date is within a day of UTC's), so the day before today and today are among them.
    const utcToday = utcDate(new Date());
    const window = { from: addDays(utcToday, -2), to: addDays(utcToday, 1) };

    // One round trip: BEGIN, the user's copy (with company and schedules), the user's lock, their open record.
    const first = await this.writes.beginClock(userId, window);
    let tx: WriteTransaction | null = first.tx;
    let subject = OrgDirectory.heldSubject(actor, first.held);
    let found = first.open;
    if (!subject) {
      // Not held completely (another company, no copy, no settings): org is asked, outside the lock.
      await first.tx.rollback();
      tx = null;
      subject = await this.directory.subjectFrom(actor, meta, first.held);
    }

    try {
      assertActive(subject.user);
      assertMayUseWeb(subject.user);
      if (PRESENCE_ACTION_KIND[action].op === 'start') assertMayStart(subject.user);
      const rules = rulesOf(subject.user.workSettings, subject.settings);
      const now = new Date();
      const today = localDate(now, rules.timezone);
      const prefetched = { date: today, book: this.presenter.prefetch(subject, today, meta) };
      if (!tx) {
        const again = await this.writes.lockAndLoadOpen(userId);
        tx = again.tx;
        found = again.open;
      }
      const open = await this.apply(tx, found, subject.user, action, rules, now, meta);
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
    tx: WriteTransaction,
    found: PresenceRecord | null,
    user: PresenceUser,
    action: PresenceAction,
    rules: UserRules,
    now: Date,
    meta: MessageMeta,
  ): Promise<PresenceRecord | null> {
    const { companyId, userId } = user;
    let current = found;
    if (current && (await this.stopper.stopIfDue(tx.manager, current, rules, now, meta))) current = null;
    const t = transition(current?.kind ?? null, action);
    if (t.type === 'error') throw new DomainError(PRESENCE_ERRORS.notStarted, 409);
    if (t.type === 'noop') {
      await this.writes.commit(tx);
      return current;
    }
    // The live board hears of the change with its commit (one more statement in the same round trip), and
    // so do past days' readers when the record closed started on an earlier day (a clock-out across midnight).
    const changed = recordChanged(user, t.open ? { kind: t.open, since: now } : null, now, 'web');
    const close = t.close && current ? { id: current.id, end: now < current.startedAt ? current.startedAt : now } : null;
    const touched = { timezone: rules.timezone, starts: [close && current ? current.startedAt : null, now] };
    return this.writes.commitClock(
      tx,
      { close, open: t.open ? { companyId, userId, kind: t.open, start: now } : null },
      this.announcer.statements(meta, changed, touched),
    );
  }
}
