import { Injectable } from '@nestjs/common';
import type { Actor, CurrentPresence, MessageMeta } from '@presently/contracts';
import { assertActive, assertPersonalPresence } from '../../../common/domain/subject-checks';
import { rulesOf } from '../../../common/domain/user-rules';
import { OrgDirectory } from '../../../copies/org-directory.service';
import { RecordsRepository } from '../../../records/records.repository';
import { AutoStopper } from '../../auto-stopper.service';
import { CurrentPresencePresenter } from '../../current-presence.presenter';

/** GET my-presence-current-presence: the open record (after an automatic stop that has passed), or []. */
@Injectable()
export class GetCurrentPresenceUseCase {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly records: RecordsRepository,
    private readonly stopper: AutoStopper,
    private readonly presenter: CurrentPresencePresenter,
  ) {}

  async execute(actor: Actor, meta: MessageMeta): Promise<CurrentPresence> {
    assertPersonalPresence(actor.roleId);
    const subject = await this.directory.subject(actor, meta);
    assertActive(subject.user);
    const rules = rulesOf(subject.user.workSettings, subject.settings);
    const now = new Date();
    let open = await this.records.findOpen(subject.user.userId);
    if (open && rules.automaticPresenceStop) {
      const candidate = open;
      open = await this.records.transaction(async (em) => {
        await this.records.lockUser(em, candidate.userId);
        const current = await this.records.findOpen(candidate.userId, em);
        if (current && (await this.stopper.stopIfDue(em, current, rules, now, meta))) return null;
        return current;
      });
    }
    return this.presenter.present(open, subject, meta, now);
  }
}
