import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PresenceProfile, WorkSettings } from '@presently/contracts';
import { CompaniesRepository } from '../companies/companies.repository';
import { WorkRulesRepository } from '../work-rules/work-rules.repository';
import { defaultWorkSettings } from './domain/work-settings';
import type { User } from './entities/user.entity';
import { toWorkSettings } from './work-settings.presenter';
import { UsersRepository } from './users.repository';

/** A user as other services copy them: the row and the work settings (the company's defaults when the user has no row). */
export interface UserCopy {
  user: User;
  workSettings: WorkSettings;
}

export const toPresenceProfile = ({ user, workSettings }: UserCopy): PresenceProfile => ({
  user_id: user.id,
  company_id: user.companyId,
  full_name: user.fullName,
  role_id: user.roleId,
  status: user.status,
  team_id: user.teamId,
  department_id: user.departmentId,
  nationality_id: user.nationalityId,
  religion_id: user.religionId,
  qr_code: user.qrCode,
  work_settings: workSettings,
});

/**
 * Reads what the user copies of other services hold (auth's accounts, presence's profiles): the user
 * rows with their work settings, as `em` sees them (inside a transaction: what it is about to commit).
 * A user without a work-settings row (none should exist, every insert makes one) gets what a new user
 * of the company would get. Queries run one after the other: `em` may be a transaction's single
 * connection.
 */
@Injectable()
export class UserCopyReader {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly workRules: WorkRulesRepository,
  ) {}

  /** The company's users among the ids, by id (ids of other companies or of nobody are left out). */
  async load(em: EntityManager, companyId: number, userIds: number[]): Promise<UserCopy[]> {
    const ids = [...new Set(userIds)];
    const rows = await this.users.findManyInCompany(companyId, ids, em);
    const settings = await this.users.findWorkSettingsOf(companyId, ids, em);
    const byUser = new Map(settings.map((s) => [s.userId, toWorkSettings(s)]));
    let defaults: WorkSettings | null = null;
    const copies: UserCopy[] = [];
    for (const user of rows.sort((a, b) => a.id - b.id)) {
      let workSettings = byUser.get(user.id);
      if (!workSettings) workSettings = defaults ??= await this.defaults(em, companyId);
      copies.push({ user, workSettings });
    }
    return copies;
  }

  async loadOne(em: EntityManager, companyId: number, userId: number): Promise<UserCopy | null> {
    return (await this.load(em, companyId, [userId]))[0] ?? null;
  }

  async loadByQrCode(em: EntityManager, companyId: number, qrCode: string): Promise<UserCopy | null> {
    const user = await this.users.findByQrCode(companyId, qrCode, em);
    return user ? this.loadOne(em, companyId, user.id) : null;
  }

  private async defaults(em: EntityManager, companyId: number): Promise<WorkSettings> {
    const rules = await this.workRules.find(companyId, em);
    const company = await this.companies.findById(companyId, em);
    return defaultWorkSettings(rules, company?.savingImages ?? false);
  }
}
