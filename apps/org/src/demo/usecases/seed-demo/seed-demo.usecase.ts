import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ROLE, type MessageMeta, type SeedDemoResult } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError } from '@presently/messaging';
import { NationalitiesReligionsRepository } from '../../../nationalities-religions/nationalities-religions.repository';
import { defaultNationalitiesReligions } from '../../../nationalities-religions/domain/default-nationalities-religions';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { CompanySettingsAnnouncer } from '../../../companies/company-settings.announcer';
import { newCompanySettings } from '../../../companies/domain/company-defaults';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { DEFAULT_DEPARTMENT_NAME } from '../../../departments/domain/default-department';
import { DEACTIVATED_TEAM_NAME, DEFAULT_TEAM_NAME } from '../../../teams/domain/fixed-teams';
import { TeamsRepository } from '../../../teams/teams.repository';
import type { Company } from '../../../companies/entities/company.entity';
import type { Department } from '../../../departments/entities/department.entity';
import type { Team } from '../../../teams/entities/team.entity';
import { newQrCode, pickUserColor } from '../../../user-records/domain/user-defaults';
import type { User } from '../../../user-records/entities/user.entity';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { UsersRepository } from '../../../user-records/users.repository';
import {
  DEMO_COMPANY_NAME,
  DEMO_OPERATIONS_DEPARTMENT,
  DEMO_OPERATIONS_TEAM,
  DEMO_PEOPLE,
  DEMO_REGISTRATION_ID,
  DEMO_TIMEZONE,
} from '../../domain/demo-company';

/** When the demo people started: long enough ago to have vacation rights. */
const DEMO_EMPLOYMENT_START = '2023-03-01';

/**
 * Seeds the demo company with one person per role. Idempotent: whatever exists is kept as it is
 * (its settings included), only what is missing is created, and the same ids come back. The settings
 * and the people are announced in the seed's transaction (through the outbox; again on every seed:
 * subscribers upsert).
 */
@Injectable()
export class SeedDemoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly nationalitiesReligions: NationalitiesReligionsRepository,
    private readonly settingsAnnouncer: CompanySettingsAnnouncer,
    private readonly userAnnouncer: UserChangedAnnouncer,
  ) {}

  async execute(meta: MessageMeta): Promise<SeedDemoResult> {
    let seeded: { company: Company; users: User[] };
    try {
      seeded = await this.dataSource.transaction((em) => this.seedAndAnnounce(em, meta));
    } catch (err) {
      // Two seeds at once: the loser finds everything the winner committed.
      if (!isUniqueViolation(err)) throw err;
      seeded = await this.dataSource.transaction((em) => this.seedAndAnnounce(em, meta));
    }
    return {
      company_id: seeded.company.id,
      users: seeded.users.map((u) => ({ user_id: u.id, email: u.email, role_id: u.roleId, full_name: u.fullName })),
    };
  }

  private async seedAndAnnounce(em: EntityManager, meta: MessageMeta): Promise<{ company: Company; users: User[] }> {
    const seeded = await this.seed(em);
    await this.settingsAnnouncer.announce(em, meta, seeded.company);
    // Every seeded person, new or kept, so that the copies (auth, presence) hold them. Not "created":
    // auth's seed gives the demo accounts their password, nobody is invited.
    await this.userAnnouncer.announce(
      em,
      meta,
      seeded.company.id,
      seeded.users.map((u) => u.id),
    );
    return seeded;
  }

  private async seed(em: EntityManager): Promise<{ company: Company; users: User[] }> {
    const company =
      (await this.companies.findByRegistrationId(em, DEMO_REGISTRATION_ID)) ??
      (await this.companies.insertCompany(em, {
        registrationId: DEMO_REGISTRATION_ID,
        name: DEMO_COMPANY_NAME,
        accountType: 'company',
        ...newCompanySettings('en'),
        timezone: DEMO_TIMEZONE,
        specialReports: true,
        twoFactorEmail: false,
      }));

    const defaultDepartment = await this.ensureDefaultDepartment(em, company.id);
    const defaultTeam = await this.ensureTeam(em, company.id, DEFAULT_TEAM_NAME, 'default', defaultDepartment.id);
    await this.ensureTeam(em, company.id, DEACTIVATED_TEAM_NAME, 'deactivated', defaultDepartment.id);
    const operations =
      (await this.departments.findNamed(em, company.id, DEMO_OPERATIONS_DEPARTMENT)) ??
      (await this.departments.insert(em, { companyId: company.id, name: DEMO_OPERATIONS_DEPARTMENT, isDefault: false }));
    const operationsTeam = await this.ensureTeam(em, company.id, DEMO_OPERATIONS_TEAM, 'regular', operations.id);

    const defaults = defaultNationalitiesReligions('en');
    if ((await this.nationalitiesReligions.countFor(em, 'nationalities', company.id)) === 0) {
      await this.nationalitiesReligions.insertNames(em, 'nationalities', company.id, defaults.nationalities);
    }
    if ((await this.nationalitiesReligions.countFor(em, 'religions', company.id)) === 0) {
      await this.nationalitiesReligions.insertNames(em, 'religions', company.id, defaults.religions);
    }
    const nationalityId = (await this.nationalitiesReligions.list('nationalities', company.id, em)).find((n) => n.name === defaults.nationalities[0])?.id ?? null;
    const religionId = (await this.nationalitiesReligions.list('religions', company.id, em)).find((r) => r.name === defaults.religions[0])?.id ?? null;

    const users: User[] = [];
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      const found = await this.users.findByEmail(em, person.email);
      if (found && found.companyId !== company.id) throw new DomainError('demo_email_taken', 409);
      const inOperations = person.placement === 'operations';
      users.push(
        found ??
          (await this.users.insert(em, {
            companyId: company.id,
            email: person.email,
            fullName: person.fullName,
            fullNameInDocuments: person.fullName,
            jobPosition: person.jobPosition,
            jobPositionInDocuments: person.jobPosition,
            roleId: person.roleId,
            departmentId: inOperations ? operations.id : defaultDepartment.id,
            teamId: inOperations ? operationsTeam.id : defaultTeam.id,
            userColor: pickUserColor(index),
            qrCode: newQrCode(),
            countryCode: 'MK',
            nationalityId,
            religionId,
            employmentStartDate: DEMO_EMPLOYMENT_START,
          })),
      );
    }

    // The people who run things, set only where nobody has been named yet (so a re-seed changes nothing).
    const withRole = (roleId: number) => users.find((u) => u.roleId === roleId);
    const manager = withRole(ROLE.GENERAL_MANAGER);
    const depLead = withRole(ROLE.DEPARTMENT_MANAGER);
    const teamLead = withRole(ROLE.TEAM_LEAD);
    if (manager) await this.companies.setGeneralManagerIfUnset(em, company.id, manager.id);
    if (depLead) await this.departments.setManagerIfUnset(em, company.id, operations.id, depLead.id);
    if (teamLead) await this.teams.setLeadIfUnset(em, company.id, operationsTeam.id, teamLead.id);

    return { company: (await this.companies.findById(company.id, em)) ?? company, users };
  }

  private async ensureDefaultDepartment(em: EntityManager, companyId: number): Promise<Department> {
    return (
      (await this.departments.findDefault(em, companyId)) ??
      this.departments.insert(em, { companyId, name: DEFAULT_DEPARTMENT_NAME, isDefault: true })
    );
  }

  private async ensureTeam(em: EntityManager, companyId: number, name: string, kind: Team['kind'], departmentId: number): Promise<Team> {
    const found = kind === 'regular' ? await this.teams.findNamed(em, companyId, name) : await this.teams.findOfKind(em, companyId, kind);
    return found ?? this.teams.insert(em, { companyId, name, kind, departmentId });
  }
}
