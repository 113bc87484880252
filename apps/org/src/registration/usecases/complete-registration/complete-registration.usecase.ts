import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MessageMeta, RegistrationCompletedEvent } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { CompanySettingsAnnouncer } from '../../../companies/company-settings.announcer';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { UsersRepository } from '../../../user-records/users.repository';
import { RegistrationsRepository } from '../../registrations.repository';

/**
 * auth made the registrant's account: the company stops being pending and is announced (its settings
 * and its first user, through the outbox) to the services that keep copies. Until now nothing of it
 * left org, so an abandoned registration leaves no copies anywhere. Once per event (the inbox).
 */
@Injectable()
export class CompleteRegistrationUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registrations: RegistrationsRepository,
    private readonly users: UsersRepository,
    private readonly settingsAnnouncer: CompanySettingsAnnouncer,
    private readonly userAnnouncer: UserChangedAnnouncer,
  ) {}

  async execute(event: { id: string; name: string }, payload: RegistrationCompletedEvent, meta: MessageMeta): Promise<void> {
    await handleOnce(this.dataSource, event, async (em) => {
      const company = await this.registrations.findForUpdate(em, payload.registration_id);
      // Abandoned meanwhile cannot happen (abandonment is refused once auth has the account), so
      // a missing company is one removed since by other means: nothing left to announce.
      if (!company || company.id !== payload.company_id) return;
      if (this.registrations.isPending(company)) await this.registrations.markCompleted(em, company.id);
      await this.settingsAnnouncer.announce(em, meta, company);
      const registrant = await this.users.findFirstUser(em, company.id);
      // Not "created": auth made the registrant's account itself, with the password chosen (no invitation).
      if (registrant) await this.userAnnouncer.announce(em, meta, company.id, [registrant.id]);
    });
  }
}
