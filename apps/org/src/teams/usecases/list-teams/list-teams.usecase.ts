import { Injectable } from '@nestjs/common';
import type { Actor, Page, Team } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { optionalId } from '../../../common/domain/fields';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import type { TeamKind } from '../../../companies/domain/company-defaults';
import { UsersRepository } from '../../../users/users.repository';
import { peopleOf, toTeamDto } from '../../team-views';
import { TEAM_SORTS, TeamsRepository } from '../../teams.repository';

const KINDS: readonly TeamKind[] = ['default', 'deactivated', 'regular'];

/** The company's teams with their members, a page at a time: by department or kind, searched by name. */
@Injectable()
export class ListTeamsUseCase {
  constructor(
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Team>> {
    const c = new FieldChecker(payload);
    const page = readPageQuery(c, TEAM_SORTS, 'name');
    const departmentId = optionalId(c, 'department_id', true) ?? null;
    const kind = c.has('kind') && c.source.kind !== '' ? (c.optionalOneOf('kind', KINDS) ?? null) : null;
    throwIfInvalid(c);
    const [rows, total] = await this.teams.list(actor.companyId, { departmentId, kind }, page);
    const members = await this.users.memberIdsByTeam(actor.companyId, rows.map((t) => t.id));
    const withMembers = rows.map((t) => ({ team: t, memberIds: members.get(t.id) ?? [] }));
    const names = await this.users.namesOf(actor.companyId, peopleOf(withMembers.map((m) => ({ teamLeadUserId: m.team.teamLeadUserId, memberIds: m.memberIds }))));
    return toPage(withMembers.map((m) => toTeamDto(m.team, m.memberIds, names)), total, page);
  }
}
