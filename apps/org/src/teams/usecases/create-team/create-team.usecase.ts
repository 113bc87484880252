import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor, Team } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UsersRepository } from '../../../users/users.repository';
import { parseTeamInput } from '../../domain/team-input';
import { TeamChecks } from '../../team-checks';
import { toTeamDto } from '../../team-views';
import { TeamsRepository } from '../../teams.repository';

/** A new team: a name no other team of the company has, an active lead, optionally a department and people who move into it. */
@Injectable()
export class CreateTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly checks: TeamChecks,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Team> {
    const parsed = parseTeamInput(payload, 'create');
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const input = parsed.value;
    try {
      return await this.dataSource.transaction(async (em) => {
        const errors = await this.checks.errors(em, actor.companyId, input);
        if (await this.teams.findNamed(em, actor.companyId, input.name as string)) errors.name = [ADMIN_ERRORS.nameTaken];
        throwFieldErrors(errors);
        const team = await this.teams.insert(em, {
          companyId: actor.companyId,
          name: input.name as string,
          departmentId: input.department_id ?? null,
          teamLeadUserId: input.team_lead_user_id as number,
        });
        await this.users.moveToTeam(em, actor.companyId, input.member_ids ?? [], team.id);
        const members = await this.users.memberIdsByTeam(actor.companyId, [team.id], em);
        return toTeamDto(team, members.get(team.id) ?? []);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_teams_company_name')) throw new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });
      throw err;
    }
  }
}
