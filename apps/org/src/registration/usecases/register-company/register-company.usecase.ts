import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { RegisterCompanyRequest, type RegisterCompanyResult } from '@presently/contracts';
import { AUTH_ERRORS, ROLE } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, ValidationFailedError } from '@presently/messaging';
import { NationalitiesReligionsRepository } from '../../../nationalities-religions/nationalities-religions.repository';
import { defaultNationalitiesReligions } from '../../../nationalities-religions/domain/default-nationalities-religions';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { newCompanySettings } from '../../../companies/domain/company-defaults';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { DEFAULT_DEPARTMENT_NAME } from '../../../departments/domain/default-department';
import { DEACTIVATED_TEAM_NAME, DEFAULT_TEAM_NAME } from '../../../teams/domain/fixed-teams';
import { TeamsRepository } from '../../../teams/teams.repository';
import type { Company } from '../../../companies/entities/company.entity';
import { fullNameFromEmail, newQrCode, pickUserColor } from '../../../user-records/domain/user-defaults';
import { UsersRepository } from '../../../user-records/users.repository';
import { parseRegistration, type RegistrationInput } from '../../domain/registration-input';
import { readRequest } from '@presently/validation';

export const REGISTRATION_CONFLICT = 'registration_conflict';

const emailTaken = () => new ValidationFailedError({ email: [AUTH_ERRORS.emailTaken] });
const isEmailTaken = (err: unknown) => err instanceof ValidationFailedError && err.errors.email?.includes(AUTH_ERRORS.emailTaken) === true;

/**
 * org's part of a registration (auth owns the whole, docs/identity.md "Registration"): in one
 * transaction the company with default settings, its Default department, Default and Deactivated
 * teams, its nationalities and religions, and the registrant as its first System Administrator. A retry
 * with the same registration id creates nothing and answers the same ids. Nothing is announced here:
 * the company is pending until auth's completion event (CompleteRegistrationUseCase), and auth
 * abandons it (AbandonRegistrationUseCase) when its own part fails, so no copy of a half-made company
 * ever leaves org.
 */
@Injectable()
export class RegisterCompanyUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly nationalitiesReligions: NationalitiesReligionsRepository,
  ) {}

  async execute(payload: unknown): Promise<RegisterCompanyResult> {
    const input = readRequest(RegisterCompanyRequest, payload, parseRegistration);

    let outcome: { company: Company; userId: number };
    try {
      outcome = await this.dataSource.transaction(async (em) => this.register(em, input));
    } catch (err) {
      const raced = isUniqueViolation(err, 'uq_companies_registration_id') || isUniqueViolation(err, 'uq_users_email') || isEmailTaken(err);
      if (!raced) throw err;
      // The same registration may have committed concurrently (its user then holds the e-mail too):
      // answer what it created; only another registration's e-mail is taken.
      const again = await this.dataSource.transaction(async (em) => this.existing(em, input.registrationId));
      if (again) outcome = again;
      else if (isUniqueViolation(err, 'uq_companies_registration_id')) throw err;
      else throw emailTaken();
    }

    return { company_id: outcome.company.id, user_id: outcome.userId };
  }

  private async existing(em: EntityManager, registrationId: string): Promise<{ company: Company; userId: number } | null> {
    const company = await this.companies.findByRegistrationId(em, registrationId);
    if (!company) return null;
    const registrant = await this.users.findFirstUser(em, company.id);
    // A company whose people were all removed since: its registration cannot be answered again.
    if (!registrant) throw new DomainError(REGISTRATION_CONFLICT, 409);
    return { company, userId: registrant.id };
  }

  private async register(em: EntityManager, input: RegistrationInput): Promise<{ company: Company; userId: number }> {
    const done = await this.existing(em, input.registrationId);
    if (done) return done;
    if (await this.users.findByEmail(em, input.email)) throw emailTaken();

    const company = await this.companies.insertCompany(em, {
      registrationId: input.registrationId,
      name: input.companyName,
      accountType: input.accountType,
      ...newCompanySettings(input.lang),
    });
    const department = await this.departments.insert(em, { companyId: company.id, name: DEFAULT_DEPARTMENT_NAME, isDefault: true });
    const team = await this.teams.insert(em, { companyId: company.id, departmentId: department.id, name: DEFAULT_TEAM_NAME, kind: 'default' });
    await this.teams.insert(em, { companyId: company.id, departmentId: department.id, name: DEACTIVATED_TEAM_NAME, kind: 'deactivated' });

    const defaults = defaultNationalitiesReligions(input.lang);
    await this.nationalitiesReligions.insertBuiltIns(em, 'nationalities', company.id, defaults.nationalities);
    await this.nationalitiesReligions.insertBuiltIns(em, 'religions', company.id, defaults.religions);

    const user = await this.users.insert(em, {
      companyId: company.id,
      email: input.email,
      fullName: fullNameFromEmail(input.email),
      roleId: ROLE.SYSADMIN,
      departmentId: department.id,
      teamId: team.id,
      userColor: pickUserColor(0),
      qrCode: newQrCode(),
    });
    return { company, userId: user.id };
  }
}
