import { Inject, Injectable } from '@nestjs/common';
import { type Lang, type MessageMeta, USER_CHANGED, type UserChangedEvent } from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { EVENT_PUBLISHER } from '@presently/service-runtime';
import { CompaniesRepository } from '../companies/companies.repository';
import type { User } from './entities/user.entity';
import { type UserCopy, UserCopyReader } from './user-copy.reader';

export const toUserChangedEvent = ({ user, workSettings }: UserCopy, lang: Lang, created: boolean): UserChangedEvent => ({
  user_id: user.id,
  company_id: user.companyId,
  email: user.email,
  full_name: user.fullName,
  role_id: user.roleId,
  status: user.status,
  lang,
  created,
  team_id: user.teamId,
  department_id: user.departmentId,
  nationality_id: user.nationalityId,
  religion_id: user.religionId,
  qr_code: user.qrCode,
  work_settings: workSettings,
});

/**
 * Tells the services that keep a copy of a user (auth's account, presence's profile) that the user
 * was created or that what they copy changed: e-mail, role, status, name, team, department,
 * nationality, religion, QR code or work settings. Called only after the transaction committed; it
 * reads the committed rows again, so of two changes racing to publish neither announces an older
 * state than what is stored. The language is the company's (invitations go out in it).
 */
@Injectable()
export class UserChangedPublisher {
  constructor(
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly copies: UserCopyReader,
    private readonly companies: CompaniesRepository,
  ) {}

  async publish(user: Pick<User, 'id' | 'companyId'>, created: boolean, meta: MessageMeta): Promise<void> {
    await this.publishMany(user.companyId, [user.id], meta, created);
  }

  /** One event per user of the company among the ids (e.g. everyone a team change moved). */
  async publishMany(companyId: number, userIds: number[], meta: MessageMeta, created = false): Promise<void> {
    if (userIds.length === 0) return;
    const [copies, company] = await Promise.all([this.copies.load(companyId, userIds), this.companies.findById(companyId)]);
    const lang = company?.language ?? 'en';
    for (const copy of copies) await this.events.publish(USER_CHANGED.key, toUserChangedEvent(copy, lang, created), meta);
  }
}
