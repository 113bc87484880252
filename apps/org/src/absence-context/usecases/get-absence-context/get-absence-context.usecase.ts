import { Injectable } from '@nestjs/common';
import { type AbsenceContext, AbsenceContextRequest, type AbsenceContextPerson, type Lang } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { TeamsRepository } from '../../../teams/teams.repository';
import type { User } from '../../../user-records/entities/user.entity';
import { UsersRepository } from '../../../user-records/users.repository';
import { WorkRulesRepository } from '../../../work-rules/work-rules.repository';
import { AbsenceContextRepository } from '../../absence-context.repository';

const ROLE_GENERAL_MANAGER = 2;
const ROLE_HUMAN_RESOURCES = 3;

/**
 * Everything absence needs to decide on a request of one user: the user, the company's settings and
 * work days, the holidays of the period and who holds each approval step (active people only; a step
 * nobody active holds is null, which absence skips). Null for a user of another company.
 */
@Injectable()
export class GetAbsenceContextUseCase {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly teams: TeamsRepository,
    private readonly departments: DepartmentsRepository,
    private readonly holidays: HolidaysRepository,
    private readonly workRules: WorkRulesRepository,
    private readonly reads: AbsenceContextRepository,
  ) {}

  async execute(payload: unknown): Promise<AbsenceContext | null> {
    const { company_id: companyId, user_id: userId, from, to, actor_user_id: actorUserId } = readRequest(AbsenceContextRequest, payload);
    const [company, user] = await Promise.all([this.companies.findById(companyId), this.users.findInCompany(companyId, userId)]);
    if (!company || !user) return null;
    const lang = company.language as Lang;
    const person = (u: User | null): AbsenceContextPerson | null =>
      u && u.status === 'active' ? { user_id: u.id, full_name: u.fullName, email: u.email, lang, role_id: u.roleId } : null;
    const byId = async (id: number | null | undefined) => (id ? person(await this.users.findInCompany(companyId, id)) : null);

    const [settings, rules, holidays, team, department, hr, managers, ledTeams, managedDepartments, teamMembers, actor] = await Promise.all([
      this.users.findWorkSettings(companyId, userId),
      this.workRules.find(companyId),
      this.holidays.between(companyId, from, to),
      user.teamId ? this.teams.find(companyId, user.teamId) : null,
      user.departmentId ? this.departments.find(companyId, user.departmentId) : null,
      this.reads.activeWithRole(companyId, ROLE_HUMAN_RESOURCES),
      this.reads.activeWithRole(companyId, ROLE_GENERAL_MANAGER),
      this.reads.ledTeamIds(companyId, userId),
      this.reads.managedDepartmentIds(companyId, userId),
      user.teamId ? this.reads.activeInTeam(companyId, user.teamId) : null,
      actorUserId === undefined ? undefined : this.users.findInCompany(companyId, actorUserId),
    ]);
    const generalManager = (await byId(company.generalManagerUserId)) ?? person(managers[0] ?? null);

    return {
      user: {
        ...(person(user) ?? { user_id: user.id, full_name: user.fullName, email: user.email, lang, role_id: user.roleId }),
        team_id: user.teamId,
        department_id: user.departmentId,
        nationality_id: user.nationalityId,
        religion_id: user.religionId,
        status: user.status,
        logging_disabled: settings?.disablePresenceLogging ?? false,
        led_team_ids: ledTeams,
        managed_department_ids: managedDepartments,
        team_member_count: teamMembers,
      },
      company: {
        timezone: company.timezone,
        country: company.country,
        min_days_before_vacation: company.minDaysBeforeVacation,
        disable_emails_general_manager: company.disableEmailsGeneralManager,
        disable_emails_department_manager: company.disableEmailsDepartmentManager,
        disable_emails_chairman: company.disableEmailsChairman,
        approval_team_lead: company.approvalTeamLead,
        approval_department_manager: company.approvalDepartmentManager,
        approval_human_resources: company.approvalHumanResources,
        approval_general_manager: company.approvalGeneralManager,
        past_vacation_roles: company.pastVacationRoles,
        leads_schedule_own_rest_days: company.leadsScheduleOwnRestDays,
        hr_absence_limit_date: company.hrAbsenceLimitDate,
        team_coverage_max_percent: company.teamCoverageMaxPercent,
        team_coverage_action: company.teamCoverageAction,
      },
      work_days: rules.work_days,
      holidays: holidays.map((h) => ({ date: h.date, for_all: h.forAll, nationality_id: h.nationalityId, religion_id: h.religionId })),
      holders: {
        team_lead: await byId(team?.teamLeadUserId),
        department_manager: await byId(department?.managerUserId),
        human_resources: hr.map((u) => person(u) as AbsenceContextPerson),
        general_manager: generalManager,
      },
      ...(actor === undefined ? {} : { actor: actor ? { user_id: actor.id, full_name: actor.fullName } : null }),
    };
  }
}
