import { Injectable } from '@nestjs/common';
import { type Actor, type CurrentPresence, type MessageMeta, PRESENCE_ACTION_KIND, PRESENCE_ERRORS } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError } from '@presently/messaging';
import { localDate, transition } from '@presently/presence-rules';
import { assertActive, assertMayStart, assertPersonalPresence } from '../../../common/domain/subject-checks';
import { rulesOf } from '../../../common/domain/user-rules';
import { OrgDirectory } from '../../../copies/org-directory';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { RecordsRepository } from '../../../records/records.repository';
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
    const subject = await this.directory.subject(actor, meta);
    assertActive(subject.user);
    if (PRESENCE_ACTION_KIND[action].op === 'start') assertMayStart(subject.user);
    const rules = rulesOf(subject.user.workSettings, subject.settings);
    const now = new Date();
    const today = localDate(now, rules.timezone);
    const prefetched = { date: today, book: this.presenter.prefetch(subject, today, meta) };
    const userId = subject.user.userId;

    let open: PresenceRecord | null;
    try {
      open = await this.records.transaction(async (em) => {
        await this.records.lockUser(em, userId);
        let current = await this.records.findOpen(em, userId);
        if (current && (await this.stopper.stopIfDue(em, current, rules, now))) current = null;
        const t = transition(current?.kind ?? null, action);
        if (t.type === 'error') throw new DomainError(PRESENCE_ERRORS.notStarted, 409);
        if (t.type === 'noop') return current;
        if (t.close && current) await this.records.close(em, current.id, now < current.startedAt ? current.startedAt : now);
        if (!t.open) return null;
        return this.records.insert(em, { companyId: subject.user.companyId, userId, kind: t.open, start: now, end: null, source: 'web', registered: true });
      });
    } catch (err) {
      if (!isUniqueViolation(err, ONE_OPEN_INDEX)) throw err;
      open = await this.records.findOpen(this.records.manager, userId);
    }
    return this.presenter.present(open, subject, meta, now, prefetched);
  }
}
