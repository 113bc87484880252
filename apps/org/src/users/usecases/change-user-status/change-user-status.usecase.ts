import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, ChangeUserStatusRequest, type MessageMeta, type UserDetails, USER_STATUS_ACTIONS, type UserStatusAction } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkId, FIELD_ERRORS } from '@presently/validation';
import { readFields } from '@presently/validation';
import { AbsenceGuards } from '../../../absence-guards/absence-guards.client';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { TeamsRepository } from '../../../teams/teams.repository';
import { nextStatus, teamMoveFor } from '../../domain/user-status';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { assertMayAdminister, USER_ERRORS } from '../../user-references.checker';
import { toUserDetails } from '../../user.presenter';
import { UsersRepository } from '../../../user-records/users.repository';

const refuse = (key: string) => new ValidationFailedError({ action: [key] });

/**
 * Activates, deactivates, blocks or unblocks a user (domain/user-status decides what is allowed;
 * anything else is invalid_option). Deactivation moves the user to the Deactivated team and ends
 * what they lead, so it waits until no request waits for their approval (pending_requests_first) and is
 * refused for the general manager (replace_general_manager_first); activation brings them back to
 * the Default team. Nobody changes their own status, and only a System Administrator a System
 * Administrator's. Announced in the same transaction (userChanged, through the outbox):
 * auth ends a blocked or deactivated user's sessions.
 */
@Injectable()
export class ChangeUserStatusUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly teams: TeamsRepository,
    private readonly guards: AbsenceGuards,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<UserDetails> {
    const { id, act } = readFields(ChangeUserStatusRequest, payload, (c) => ({
      id: checkId(c, 'user_id') as number,
      act: c.oneOf<UserStatusAction>('action', USER_STATUS_ACTIONS) as UserStatusAction,
    }));

    const user = await this.users.findInCompany(actor.companyId, id);
    if (!user) throw new NotFoundError();
    assertMayAdminister(actor, user);
    if (user.id === actor.userId) throw refuse(USER_ERRORS.cannotChangeOwnStatus);
    if (nextStatus(user.status, act) === null) throw refuse(FIELD_ERRORS.invalidOption);
    if (act === 'deactivate') await this.checkDeactivation(actor.companyId, user.id, meta);

    await this.dataSource.transaction(async (em) => {
      const locked = await this.users.lockInCompany(em, actor.companyId, id);
      if (!locked) throw new NotFoundError();
      const status = nextStatus(locked.status, act);
      if (status === null) throw refuse(FIELD_ERRORS.invalidOption);
      const move = teamMoveFor(act);
      const team = move === null ? null : await this.teams.findOfKind(em, actor.companyId, move);
      if (act === 'deactivate') {
        // A deactivated person leads nothing: their teams and departments wait for a new lead.
        await this.teams.clearLead(em, actor.companyId, id);
        await this.departments.clearManager(em, actor.companyId, id);
      }
      await this.users.update(em, actor.companyId, id, { status, ...(team ? { teamId: team.id } : {}) });
      await this.announcer.announce(em, meta, actor.companyId, [id]);
    });

    const saved = (await this.users.findInCompany(actor.companyId, id)) ?? user;
    return toUserDetails(saved);
  }

  private async checkDeactivation(companyId: number, userId: number, meta: MessageMeta): Promise<void> {
    const company = await this.companies.findById(companyId);
    if (company?.generalManagerUserId === userId) throw refuse(USER_ERRORS.replaceGeneralManagerFirst);
    if ((await this.guards.pendingApprovals(userId, meta)) > 0) {
      throw refuse(USER_ERRORS.pendingRequestsFirst);
    }
  }
}
