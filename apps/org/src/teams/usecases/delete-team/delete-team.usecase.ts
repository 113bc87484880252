import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, TeamRequest } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { UNIT_ERRORS } from '../../../common/domain/units';
import { UsersRepository } from '../../../user-records/users.repository';
import { TeamsRepository } from '../../teams.repository';
import { readFields } from '@presently/validation';

/** Deletes a team: never the Default or Deactivated team (default_cannot_change), nor one with members (has_members); 409 for each. */
@Injectable()
export class DeleteTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ deleted: true }> {
    const teamId = readFields(TeamRequest, payload, (c) => checkId(c, 'team_id', { digits: true }) as number);
    await this.dataSource.transaction(async (em) => {
      const team = await this.teams.lock(em, actor.companyId, teamId);
      if (!team) throw new NotFoundError();
      if (team.kind !== 'regular') throw new DomainError(UNIT_ERRORS.defaultCannotChange, 409);
      if ((await this.users.countInTeam(em, actor.companyId, teamId)) > 0) throw new DomainError(UNIT_ERRORS.hasMembers, 409);
      await this.teams.delete(em, actor.companyId, teamId);
    });
    return { deleted: true };
  }
}
