import { Inject, Injectable } from '@nestjs/common';
import { EVENT, type MessageMeta, type UserChangedEvent } from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { EVENT_PUBLISHER } from '@presently/service-runtime';
import { CompaniesRepository } from '../companies/companies.repository';
import type { User } from './entities/user.entity';
import { UsersRepository } from './users.repository';

/**
 * Tells auth (and any other copy) that a user was created or that what accounts depend on changed:
 * e-mail, role, status, company or name. Called only after the transaction committed; it reads the
 * committed row again, so of two changes racing to publish neither announces an older state than what
 * is stored. The language is the company's (invitations go out in it).
 */
@Injectable()
export class UserChangedPublisher {
  constructor(
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
  ) {}

  async publish(user: User, created: boolean, meta: MessageMeta): Promise<void> {
    const [current, company] = await Promise.all([this.users.findInCompany(user.companyId, user.id), this.companies.findById(user.companyId)]);
    const u = current ?? user;
    const event: UserChangedEvent = {
      user_id: u.id,
      company_id: u.companyId,
      email: u.email,
      full_name: u.fullName,
      role_id: u.roleId,
      status: u.status,
      lang: company?.language ?? 'en',
      created,
    };
    await this.events.publish(EVENT.userChanged, event, meta);
  }
}
