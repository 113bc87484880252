import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type CompanySettings, type MessageMeta, PRESENCE_ERRORS } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { OrgClient } from '../peers/org.client';
import { CopiesRepository, type HeldSchedules, type HeldUser } from './copies.repository';
import { parseCompanySettings, parseProfile } from './domain/copy-payloads';
import type { PresenceUser } from './entities/presence-user.entity';

/** A user with their company's settings: what every use case acting for someone starts from. */
export interface Subject {
  user: PresenceUser;
  settings: CompanySettings;
  /** The user's schedules of some dates, when asked for with the user (the clocking path). */
  schedules?: HeldSchedules;
}

/**
 * org's users and companies as presence sees them: the copy kept by events, or — on a miss — org's
 * answer by RPC, stored as the copy (stamped with the instant before asking, so an event published
 * after that still wins). A user held in another company is not found there.
 */
@Injectable()
export class OrgDirectory {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: CopiesRepository,
    private readonly org: OrgClient,
  ) {}

  /** The acting user and their company (one indexed read when both are held). */
  async subject(actor: Actor, meta: MessageMeta, schedulesDated?: { from: string; to: string }): Promise<Subject> {
    return this.subjectFrom(actor, meta, await this.copies.findUserWithCompany(actor.userId, schedulesDated));
  }

  /** The subject from the copy read of the actor (findUserWithCompany), when it is complete: held in the actor's company with its settings. */
  static heldSubject(actor: Actor, held: HeldUser | null): Subject | null {
    if (!held || held.user.companyId !== actor.companyId || !held.settings) return null;
    return held.schedules ? { user: held.user, settings: held.settings, schedules: held.schedules } : { user: held.user, settings: held.settings };
  }

  /** The subject from the copy read of the actor, asking org what is missing. */
  async subjectFrom(actor: Actor, meta: MessageMeta, held: HeldUser | null): Promise<Subject> {
    const inCompany = held !== null && held.user.companyId === actor.companyId;
    const user = inCompany ? held.user : await this.user(actor.companyId, actor.userId, meta);
    if (!user) throw new NotFoundError(PRESENCE_ERRORS.userNotFound);
    const settings = inCompany && held.settings ? held.settings : await this.settings(actor.companyId, meta);
    // Schedules read with a copy of another company (or none) are not this user's here: asked again when needed.
    return inCompany && held.schedules ? { user, settings, schedules: held.schedules } : { user, settings };
  }

  /** A user of the company, or null when org does not know them there. */
  async user(companyId: number, userId: number, meta: MessageMeta): Promise<PresenceUser | null> {
    const held = await this.copies.findUser(userId);
    if (held) return held.companyId === companyId ? held : null;
    return this.fetchUser({ company_id: companyId, user_id: userId }, meta);
  }

  /** The user a QR code belongs to in the company, or null. */
  async userByQr(companyId: number, qrCode: string, meta: MessageMeta): Promise<PresenceUser | null> {
    const held = await this.copies.findUserByQr(companyId, qrCode);
    if (held) return held;
    return this.fetchUser({ company_id: companyId, qr_code: qrCode }, meta);
  }

  /**
   * The user a QR code belongs to in the company (null: none) and, read in the same round trip when
   * held, the company's settings; `settings` asks them (company_not_found 404 when org does not know it).
   */
  async scanSubject(companyId: number, qrCode: string, meta: MessageMeta): Promise<{ user: PresenceUser; settings: () => Promise<CompanySettings> } | null> {
    const held = await this.copies.findUserByQrWithCompany(companyId, qrCode);
    if (held) {
      const settings = held.settings;
      return { user: held.user, settings: () => (settings ? Promise.resolve(settings) : this.settings(companyId, meta)) };
    }
    const user = await this.fetchUser({ company_id: companyId, qr_code: qrCode }, meta);
    return user ? { user, settings: () => this.settings(companyId, meta) } : null;
  }

  /** The company's settings; company_not_found (404) when org does not know it. */
  async settings(companyId: number, meta: MessageMeta): Promise<CompanySettings> {
    const held = await this.copies.findCompany(companyId);
    if (held) return held.settings;
    const asked = new Date();
    const answer = await this.org.company(companyId, meta);
    const settings = answer && answer.company_id === companyId ? parseCompanySettings(answer.settings) : null;
    if (!settings) throw new NotFoundError(PRESENCE_ERRORS.companyNotFound);
    await this.dataSource.transaction((em) => this.copies.upsertCompany(em, companyId, settings, asked));
    return (await this.copies.findCompany(companyId))?.settings ?? settings;
  }

  private async fetchUser(query: { company_id: number; user_id: number } | { company_id: number; qr_code: string }, meta: MessageMeta): Promise<PresenceUser | null> {
    const asked = new Date();
    const profile = parseProfile(await this.org.profile(query, meta));
    if (!profile || profile.company_id !== query.company_id) return null;
    if ('qr_code' in query && profile.qr_code !== query.qr_code) return null;
    await this.dataSource.transaction((em) => this.copies.upsertUser(em, profile, asked));
    const stored = await this.copies.findUser(profile.user_id);
    return stored && stored.companyId === query.company_id ? stored : null;
  }
}
