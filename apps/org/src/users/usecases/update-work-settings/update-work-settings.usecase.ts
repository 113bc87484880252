import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, UpdateWorkSettingsRequest, type WorkSettings } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { ADMIN_ERRORS, changedKeys } from '../../../common/domain/fields';
import { readRequest } from '@presently/validation';
import { parseWorkSettingsUpdate } from '../../../user-records/domain/work-settings';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { toWorkSettings, toWorkSettingsColumns } from '../../../user-records/work-settings.presenter';
import { UsersRepository } from '../../../user-records/users.repository';
import { readUserId } from '../get-user/get-user.usecase';

/**
 * Changes a user's work settings (fields absent stay): hours 1–24, paid break 0–240 minutes; nothing
 * changed → no_changes_to_save. Announced in the same transaction (userChanged, through the outbox):
 * presence keeps them.
 */
@Injectable()
export class UpdateWorkSettingsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<WorkSettings> {
    const userId = readUserId(payload);
    if (!(await this.users.findInCompany(actor.companyId, userId))) throw new NotFoundError();
    const update = readRequest(UpdateWorkSettingsRequest, payload, parseWorkSettingsUpdate);
    const saved = await this.dataSource.transaction(async (em) => {
      const row = await this.users.lockWorkSettings(em, actor.companyId, userId);
      if (!row) throw new NotFoundError();
      const current = toWorkSettings(row);
      const next: WorkSettings = { ...current, ...update };
      if (changedKeys(current, next).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
      await this.users.saveWorkSettings(em, actor.companyId, userId, toWorkSettingsColumns(next));
      await this.announcer.announce(em, meta, actor.companyId, [userId]);
      return next;
    });
    return saved;
  }
}
