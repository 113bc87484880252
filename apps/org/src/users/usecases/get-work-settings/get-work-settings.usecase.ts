import { Injectable } from '@nestjs/common';
import type { Actor, WorkSettings } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { toWorkSettings } from '../../../user-records/work-settings.presenter';
import { UsersRepository } from '../../../user-records/users.repository';
import { readUserId } from '../get-user/get-user.usecase';

/** A user's work settings (hours, paid break, switches); another company's user is not found. */
@Injectable()
export class GetWorkSettingsUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<WorkSettings> {
    const settings = await this.users.findWorkSettings(actor.companyId, readUserId(payload));
    if (!settings) throw new NotFoundError();
    return toWorkSettings(settings);
  }
}
