import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, type Team as TeamDto, TeamRequest, UpdateTeamRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkId, throwFieldErrors } from '@presently/validation';
import { AbsenceGuards } from '../../../absence-guards/absence-guards.client';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UNIT_ERRORS } from '../../../common/domain/units';
import type { Team } from '../../entities/team.entity';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { UsersRepository } from '../../../user-records/users.repository';
import { parseTeamInput, planMembership } from '../../domain/team-input';
import { TeamReferencesChecker } from '../../team-references.checker';
import { departmentsById, peopleOf, toTeamDto } from '../../team.presenter';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { TeamsRepository } from '../../teams.repository';
import { readFields, readRequest } from '@presently/validation';

type TeamColumns = Partial<Pick<Team, 'name' | 'departmentId' | 'teamLeadUserId'>>;

/**
 * Saves a team: name, department, lead and members (member_ids is the team as it should be: people
 * listed move in, members left out move to the Default team; domain/team-input). The Default and
 * Deactivated teams keep their names, and the Deactivated team's members follow their status only
 * (default_cannot_change). A lead is replaced only once no request waits for the current one's
 * approval (absence answers; pending_requests_first). Nothing changed → no_changes_to_save. Everyone
 * who moved is announced with the change (userChanged, through the outbox).
 */
@Injectable()
export class UpdateTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly departments: DepartmentsRepository,
    private readonly checks: TeamReferencesChecker,
    private readonly guards: AbsenceGuards,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<TeamDto> {
    const teamId = readFields(TeamRequest, payload, (c) => checkId(c, 'team_id') as number);
    const current = await this.teams.find(actor.companyId, teamId);
    if (!current) throw new NotFoundError();
    const input = readRequest(UpdateTeamRequest, payload, (input) => parseTeamInput(input, 'update'));
    const lead = input.team_lead_user_id;
    if (lead !== undefined && current.teamLeadUserId !== null && lead !== current.teamLeadUserId) {
      if ((await this.guards.pendingApprovals(current.teamLeadUserId, meta)) > 0) {
        throw new ValidationFailedError({ team_lead_user_id: [UNIT_ERRORS.pendingRequestsFirst] });
      }
    }

    try {
      return await this.dataSource.transaction(async (em) => {
        const team = await this.teams.lock(em, actor.companyId, teamId);
        if (!team) throw new NotFoundError();
        // Only what changes is checked: a team whose lead was since blocked can still be renamed.
        const errors = await this.checks.errors(em, actor.companyId, {
          department_id: input.department_id !== team.departmentId ? input.department_id : undefined,
          team_lead_user_id: lead !== team.teamLeadUserId ? lead : undefined,
          member_ids: input.member_ids,
        });
        const columns: TeamColumns = {};
        if (input.name !== undefined && input.name !== team.name) {
          const named = await this.teams.findNamed(em, actor.companyId, input.name);
          if (team.kind !== 'regular') errors.name = [UNIT_ERRORS.defaultCannotChange];
          else if (named && named.id !== team.id) errors.name = [ADMIN_ERRORS.nameTaken];
          else columns.name = input.name;
        }
        if (input.department_id !== undefined && input.department_id !== team.departmentId) columns.departmentId = input.department_id;
        if (lead !== undefined && lead !== team.teamLeadUserId) columns.teamLeadUserId = lead;

        const memberIds = (await this.users.memberIdsByTeam(actor.companyId, [team.id], em)).get(team.id) ?? [];
        const moves = input.member_ids === undefined ? { join: [], leave: [] } : planMembership(memberIds, input.member_ids, team.kind === 'default');
        if (team.kind === 'deactivated' && moves.join.length + moves.leave.length > 0) errors.member_ids = [UNIT_ERRORS.defaultCannotChange];
        throwFieldErrors(errors);
        if (Object.keys(columns).length === 0 && moves.join.length + moves.leave.length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);

        if (Object.keys(columns).length > 0) await this.teams.update(em, actor.companyId, team.id, columns);
        await this.users.moveToTeam(em, actor.companyId, moves.join, team.id);
        if (moves.leave.length > 0) {
          const fallback = await this.teams.findOfKind(em, actor.companyId, 'default');
          if (!fallback) throw new NotFoundError();
          await this.users.moveToTeam(em, actor.companyId, moves.leave, fallback.id);
        }
        const saved = { ...team, ...columns };
        const members = (await this.users.memberIdsByTeam(actor.companyId, [team.id], em)).get(team.id) ?? [];
        const names = await this.users.namesOf(actor.companyId, peopleOf([{ teamLeadUserId: saved.teamLeadUserId, memberIds: members }]), em);
        await this.announcer.announce(em, meta, actor.companyId, [...moves.join, ...moves.leave]);
        const departments = departmentsById(await this.departments.findMany(actor.companyId, saved.departmentId === null ? [] : [saved.departmentId], em));
        return toTeamDto(saved, members, names, departments);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_teams_company_name')) throw new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });
      throw err;
    }
  }
}
