import { Injectable } from '@nestjs/common';
import { type Actor, ListTeamsRequest, type Page, type Team, TEAM_KINDS } from '@presently/contracts';
import { optionalId } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { UsersRepository } from '../../../user-records/users.repository';
import { departmentsById, peopleOf, toTeamDto } from '../../team.presenter';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { TEAM_SORTS, TeamsRepository } from '../../teams.repository';
import { readFields } from '@presently/validation';

/** The company's teams with their members, a page at a time: by department or kind, searched by name. */
@Injectable()
export class ListTeamsUseCase {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly departments: DepartmentsRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Team>> {
    const { page, departmentId, kind } = readFields(ListTeamsRequest, payload, (c) => {
      const page = readPageQuery(c, TEAM_SORTS, 'name');
      const departmentId = optionalId(c, 'department_id', { digits: true }) ?? null;
      const kind = c.has('kind') && c.source.kind !== '' ? (c.optionalOneOf('kind', TEAM_KINDS) ?? null) : null;
      return { page, departmentId, kind };
    });
    const [rows, total] = await this.teams.list(actor.companyId, { departmentId, kind }, page);
    const members = await this.users.memberIdsByTeam(actor.companyId, rows.map((t) => t.id));
    const withMembers = rows.map((t) => ({ team: t, memberIds: members.get(t.id) ?? [] }));
    const names = await this.users.namesOf(actor.companyId, peopleOf(withMembers.map((m) => ({ teamLeadUserId: m.team.teamLeadUserId, memberIds: m.memberIds }))));
    const departments = departmentsById(await this.departments.findMany(actor.companyId, rows.flatMap((t) => (t.departmentId === null ? [] : [t.departmentId]))));
    return toPage(withMembers.map((m) => toTeamDto(m.team, m.memberIds, names, departments)), total, page);
  }
}
