import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, type Team, TeamForm } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { UsersRepository } from '../../../user-records/users.repository';
import { parseTeamInput } from '../../domain/team-input';
import { TeamReferencesChecker } from '../../team-references.checker';
import { departmentsById, peopleOf, toTeamDto } from '../../team.presenter';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { TeamsRepository } from '../../teams.repository';
import { readRequest } from '@presently/validation';

/**
 * A new team: a name no other team of the company has, an active lead, optionally a department and
 * people who move into it (announced with the change, through the outbox: userChanged for each of them).
 */
@Injectable()
export class CreateTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly departments: DepartmentsRepository,
    private readonly checks: TeamReferencesChecker,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<Team> {
    const input = readRequest(TeamForm, payload, (input) => parseTeamInput(input, 'create'));
    let team: Team;
    try {
      team = await this.dataSource.transaction(async (em) => {
        const errors = await this.checks.errors(em, actor.companyId, input);
        if (await this.teams.findNamed(em, actor.companyId, input.name as string)) errors.name = [ADMIN_ERRORS.nameTaken];
        throwFieldErrors(errors);
        const row = await this.teams.insert(em, {
          companyId: actor.companyId,
          name: input.name as string,
          departmentId: input.department_id ?? null,
          teamLeadUserId: input.team_lead_user_id as number,
        });
        await this.users.moveToTeam(em, actor.companyId, input.member_ids ?? [], row.id);
        const memberIds = (await this.users.memberIdsByTeam(actor.companyId, [row.id], em)).get(row.id) ?? [];
        const names = await this.users.namesOf(actor.companyId, peopleOf([{ teamLeadUserId: row.teamLeadUserId, memberIds }]), em);
        await this.announcer.announce(em, meta, actor.companyId, input.member_ids ?? []);
        const departments = departmentsById(await this.departments.findMany(actor.companyId, row.departmentId === null ? [] : [row.departmentId], em));
        return toTeamDto(row, memberIds, names, departments);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_teams_company_name')) throw new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });
      throw err;
    }
    return team;
  }
}
