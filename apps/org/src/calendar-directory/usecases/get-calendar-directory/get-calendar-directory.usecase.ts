import { Injectable } from '@nestjs/common';
import { type CalendarDirectory, CalendarDirectoryRequest } from '@presently/contracts';
import { type CalendarScope, calendarScope, inCalendarScope } from '@presently/absence-rules';
import { readRequest } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { UsersRepository } from '../../../user-records/users.repository';
import { WorkRulesRepository } from '../../../work-rules/work-rules.repository';
import { CalendarDirectoryRepository } from '../../calendar-directory.repository';

/**
 * Everything a calendar needs of org in one answer, so a view costs one request whatever the number
 * of people: the viewer and their scope by the role org holds now (libs/absence-rules calendarScope),
 * the active people of it narrowed by department and team, what those filters may choose from, the
 * company's holidays of the period (as stored, with their built-in names: absence names them in the
 * language of whoever reads, a feed's owner too) and its work days. Null for a viewer who is not an active user of
 * the company.
 */
@Injectable()
export class GetCalendarDirectoryUseCase {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly holidays: HolidaysRepository,
    private readonly workRules: WorkRulesRepository,
    private readonly reads: CalendarDirectoryRepository,
  ) {}

  async execute(payload: unknown): Promise<CalendarDirectory | null> {
    const q = readRequest(CalendarDirectoryRequest, payload);
    const companyId = q.company_id;
    const [company, viewer] = await Promise.all([this.companies.findById(companyId), this.users.findInCompany(companyId, q.viewer_id)]);
    if (!company || !viewer || viewer.status !== 'active') return null;

    const [teams, departments, holidays, rules, everyone] = await Promise.all([
      this.reads.teams(companyId),
      this.reads.departments(companyId),
      this.holidays.between(companyId, q.from, q.to),
      this.workRules.find(companyId),
      q.self_only ? Promise.resolve([viewer]) : this.reads.activePeople(companyId),
    ]);
    const scope: CalendarScope = q.self_only
      ? { kind: 'self', teamIds: [], departmentIds: [], userIds: [viewer.id] }
      : calendarScope({
          userId: viewer.id,
          roleId: viewer.roleId,
          teamId: viewer.teamId,
          ledTeamIds: teams.filter((t) => t.teamLeadUserId === viewer.id).map((t) => t.id),
          managedDepartmentIds: departments.filter((d) => d.managerUserId === viewer.id).map((d) => d.id),
        });
    const people = everyone.filter(
      (u) =>
        inCalendarScope(scope, { userId: u.id, teamId: u.teamId, departmentId: u.departmentId }) &&
        (!q.department_id || u.departmentId === q.department_id) &&
        (!q.team_id || u.teamId === q.team_id),
    );
    // The filters offer the teams and departments of the scope (a team lead picks among their teams).
    const visibleTeams = scope.kind === 'company' ? teams : teams.filter((t) => scope.teamIds.includes(t.id) || (t.departmentId !== null && scope.departmentIds.includes(t.departmentId)));
    const visibleDepartments = scope.kind === 'company' ? departments : departments.filter((d) => scope.departmentIds.includes(d.id) || visibleTeams.some((t) => t.departmentId === d.id));

    return {
      company: { name: company.name, timezone: company.timezone },
      viewer: {
        user_id: viewer.id,
        full_name: viewer.fullName,
        role_id: viewer.roleId,
        team_id: viewer.teamId,
        department_id: viewer.departmentId,
        nationality_id: viewer.nationalityId,
        religion_id: viewer.religionId,
      },
      scope: scope.kind,
      people: people.map((u) => ({ user_id: u.id, full_name: u.fullName, team_id: u.teamId, department_id: u.departmentId, user_color: u.userColor })),
      departments: visibleDepartments.map((d) => ({ id: d.id, name: d.name, is_default: d.isDefault })),
      teams: visibleTeams.map((t) => ({ id: t.id, name: t.name, department_id: t.departmentId, kind: t.kind })),
      holidays: holidays.map((h) => ({ id: h.id, date: h.date, description: h.description, names: h.names ?? null, type: h.type, for_all: h.forAll, nationality_id: h.nationalityId, religion_id: h.religionId })),
      work_days: rules.work_days,
    };
  }
}
