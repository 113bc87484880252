import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type Lang, type MessageMeta, USER_CHANGED, type UserChangedEvent } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import { CompaniesRepository } from '../companies/companies.repository';
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
 * nationality, religion, QR code or work settings. Written to the outbox on the transaction that made
 * the change, from the rows as that transaction leaves them, after the change's own writes (which
 * hold the user's row lock): two changes of one user are announced in the order they commit. The
 * language is the company's (invitations go out in it).
 */
@Injectable()
export class UserChangedAnnouncer {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly copies: UserCopyReader,
    private readonly companies: CompaniesRepository,
  ) {}

  /** One event per user of the company among the ids (e.g. everyone a team change moved). */
  async announce(em: EntityManager, meta: MessageMeta, companyId: number, userIds: number[], created = false): Promise<void> {
    if (userIds.length === 0) return;
    const copies = await this.copies.load(em, companyId, userIds);
    const company = await this.companies.findById(companyId, em);
    const lang = company?.language ?? 'en';
    await this.outbox.add(
      em,
      meta,
      ...copies.map((copy) => ({ event: USER_CHANGED, payload: toUserChangedEvent(copy, lang, created), aggregate: `user:${copy.user.id}` })),
    );
  }
}
