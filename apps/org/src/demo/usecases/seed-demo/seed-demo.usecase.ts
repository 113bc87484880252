import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DateTime } from 'luxon';
import { type Actor, type DemoPerson, type DemoShift, ROLE, type MessageMeta, type SeedDemoResult } from '@presently/contracts';
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
import { GatesRepository } from '../../../gates/gates.repository';
import { deviceKeyHint, hashDeviceKey, newDeviceKey } from '../../../gates/domain/device-key';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { SaveOfficialHolidaysUseCase } from '../../../holidays/usecases/save-official-holidays/save-official-holidays.usecase';
import { ShiftsRepository } from '../../../shifts/shifts.repository';
import {
  DEMO_COMPANY_DETAILS,
  DEMO_COMPANY_NAME,
  DEMO_DEPARTMENT_MANAGERS,
  DEMO_DEVICE,
  DEMO_GATE,
  DEMO_OPERATIONS_DEPARTMENT,
  DEMO_OPERATIONS_TEAM,
  DEMO_PAST_VACATION_ROLES,
  DEMO_PEOPLE,
  DEMO_REGISTRATION_ID,
  DEMO_SHIFTS,
  DEMO_STAFF,
  DEMO_TIMEZONE,
  DEMO_UNITS,
} from '../../domain/demo-company';

interface Seeded {
  company: Company;
  /** The logins, in DEMO_PEOPLE's order. */
  users: User[];
  /** The staff around them, in DEMO_STAFF's order. */
  staff: User[];
  shifts: DemoShift[];
  teamNames: Map<number, string>;
}

/** When the demo people started: long enough ago to have vacation rights. */
const DEMO_EMPLOYMENT_START = '2023-03-01';

/**
 * Seeds the demo company: one login per role and the staff around them (departments, teams and their
 * leads, shifts, a gate with a device), then North Macedonia's official holidays from last year to
 * next through the same use case administration uses. Idempotent: whatever exists is kept as it is
 * (its settings included, except that administration and HR may record absences in the past, which
 * the demo's history needs), only what is missing is created, and the same ids come back. The
 * settings and the people are announced in the seed's transaction (through the outbox; again on every
 * seed: subscribers upsert). Absences and presence are the seed tool's next steps (docs/demo.md).
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
    private readonly shifts: ShiftsRepository,
    private readonly gates: GatesRepository,
    private readonly holidays: HolidaysRepository,
    private readonly officialHolidays: SaveOfficialHolidaysUseCase,
  ) {}

  async execute(meta: MessageMeta): Promise<SeedDemoResult> {
    let seeded: Seeded;
    try {
      seeded = await this.dataSource.transaction((em) => this.seedAndAnnounce(em, meta));
    } catch (err) {
      // Two seeds at once: the loser finds everything the winner committed.
      if (!isUniqueViolation(err)) throw err;
      seeded = await this.dataSource.transaction((em) => this.seedAndAnnounce(em, meta));
    }
    const { company } = seeded;
    const today = DateTime.now().setZone(company.timezone);
    const admin = seeded.users.find((u) => u.roleId === ROLE.SYSADMIN);
    if (admin) {
      const actor: Actor = { userId: admin.id, companyId: company.id, roleId: admin.roleId, lang: company.language };
      // Last year's too, so that the three months of history before today know their holidays in January.
      for (const year of [today.year - 1, today.year, today.year + 1]) await this.officialHolidays.execute(actor, { country: 'MK', year }, meta);
    }
    const from = today.minus({ years: 1 }).toISODate() as string;
    const to = `${today.year + 1}-12-31`;
    const holidayDates = (await this.holidays.between(company.id, from, to)).filter((h) => h.forAll).map((h) => h.date);
    const login = new Set(seeded.users.map((u) => u.id));
    const person = (u: User): DemoPerson => ({
      user_id: u.id,
      email: u.email,
      role_id: u.roleId,
      full_name: u.fullName,
      team_id: u.teamId,
      team_name: u.teamId === null ? null : (seeded.teamNames.get(u.teamId) ?? null),
      department_id: u.departmentId,
      login: login.has(u.id),
    });
    return {
      company_id: company.id,
      users: seeded.users.map((u) => ({ user_id: u.id, email: u.email, role_id: u.roleId, full_name: u.fullName })),
      people: [...seeded.users, ...seeded.staff].map(person),
      shifts: seeded.shifts,
      timezone: company.timezone,
      holiday_dates: [...new Set(holidayDates)].sort(),
    };
  }

  private async seedAndAnnounce(em: EntityManager, meta: MessageMeta): Promise<Seeded> {
    const seeded = await this.seed(em);
    await this.settingsAnnouncer.announce(em, meta, seeded.company);
    // Every seeded person, new or kept, so that the copies (auth, presence) hold them. Not "created":
    // auth's seed gives the demo accounts their password, nobody is invited.
    await this.userAnnouncer.announce(
      em,
      meta,
      seeded.company.id,
      [...seeded.users, ...seeded.staff].map((u) => u.id),
    );
    return seeded;
  }

  private async seed(em: EntityManager): Promise<Seeded> {
    const company =
      (await this.companies.findByRegistrationId(em, DEMO_REGISTRATION_ID)) ??
      (await this.companies.insertCompany(em, {
        registrationId: DEMO_REGISTRATION_ID,
        name: DEMO_COMPANY_NAME,
        accountType: 'company',
        ...newCompanySettings('en'),
        timezone: DEMO_TIMEZONE,
        pastVacationRoles: DEMO_PAST_VACATION_ROLES,
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
      await this.nationalitiesReligions.insertBuiltIns(em, 'nationalities', company.id, defaults.nationalities);
    }
    if ((await this.nationalitiesReligions.countFor(em, 'religions', company.id)) === 0) {
      await this.nationalitiesReligions.insertBuiltIns(em, 'religions', company.id, defaults.religions);
    }
    const nationalities = await this.nationalitiesReligions.list('nationalities', company.id, em);
    const religions = await this.nationalitiesReligions.list('religions', company.id, em);
    const nationalityId = nationalities.find((n) => n.builtin_key === defaults.nationalities[0].key)?.id ?? null;
    const religionId = religions.find((r) => r.builtin_key === defaults.religions[0].key)?.id ?? null;

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

    // The units around Operations: departments, their teams, and the staff in them.
    const departments = new Map([[operations.name, operations]]);
    const teams = new Map([[operationsTeam.name, operationsTeam]]);
    for (const unit of DEMO_UNITS) {
      const department =
        departments.get(unit.department) ??
        (await this.departments.findNamed(em, company.id, unit.department)) ??
        (await this.departments.insert(em, { companyId: company.id, name: unit.department, isDefault: false }));
      departments.set(unit.department, department);
      teams.set(unit.team, await this.ensureTeam(em, company.id, unit.team, 'regular', department.id));
    }
    const staff: User[] = [];
    for (const [index, member] of DEMO_STAFF.entries()) {
      const found = await this.users.findByEmail(em, member.email);
      if (found && found.companyId !== company.id) throw new DomainError('demo_email_taken', 409);
      const team = member.team ? (teams.get(member.team) ?? defaultTeam) : defaultTeam;
      staff.push(
        found ??
          (await this.users.insert(em, {
            companyId: company.id,
            email: member.email,
            fullName: member.fullName,
            fullNameInDocuments: member.fullNameInDocuments,
            jobPosition: member.jobPosition,
            jobPositionInDocuments: member.jobPositionInDocuments,
            roleId: member.roleId,
            departmentId: team.departmentId,
            teamId: team.id,
            userColor: pickUserColor(DEMO_PEOPLE.length + index),
            qrCode: newQrCode(),
            countryCode: 'MK',
            nationalityId: nationalities.find((n) => n.name === member.nationality)?.id ?? nationalityId,
            religionId: religions.find((r) => r.name === member.religion)?.id ?? religionId,
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
    await this.companies.setAddressIfUnset(em, company.id, { ...DEMO_COMPANY_DETAILS });
    if (depLead) await this.departments.setManagerIfUnset(em, company.id, operations.id, depLead.id);
    if (teamLead) await this.teams.setLeadIfUnset(em, company.id, operationsTeam.id, teamLead.id);
    const byEmail = (email: string) => staff.find((u) => u.email === email);
    for (const [name, email] of Object.entries(DEMO_DEPARTMENT_MANAGERS)) {
      const department = departments.get(name);
      const head = byEmail(email);
      if (department && head) await this.departments.setManagerIfUnset(em, company.id, department.id, head.id);
    }
    for (const unit of DEMO_UNITS) {
      const team = teams.get(unit.team);
      const lead = byEmail(unit.lead);
      if (team && lead) await this.teams.setLeadIfUnset(em, company.id, team.id, lead.id);
    }

    const shifts: DemoShift[] = [];
    for (const shift of DEMO_SHIFTS) {
      const saved = (await this.shifts.findNamed(em, company.id, shift.name)) ?? (await this.shifts.insert(em, { companyId: company.id, ...shift }));
      shifts.push({ id: saved.id, name: saved.name, type: saved.type, start_time: saved.startTime, end_time: saved.endTime });
    }
    await this.ensureGateWithDevice(em, company.id);
    if (company.pastVacationRoles.length === 0) await this.companies.setPastVacationRoles(em, company.id, DEMO_PAST_VACATION_ROLES);

    const teamNames = new Map([defaultTeam, ...teams.values()].map((t) => [t.id, t.name]));
    return { company: (await this.companies.findById(company.id, em)) ?? company, users, staff, shifts, teamNames };
  }

  /**
   * The entrance gate and its reader. The reader's key is not kept anywhere (only its hash, as for
   * any device): to scan with it, administration registers a new device and copies its key.
   */
  private async ensureGateWithDevice(em: EntityManager, companyId: number): Promise<void> {
    const gate = (await this.gates.findGateNamed(em, companyId, DEMO_GATE)) ?? (await this.gates.insertGate(em, { companyId, name: DEMO_GATE, active: true }));
    if ((await this.gates.deviceCounts(companyId, [gate.id], em)).get(gate.id)) return;
    const key = newDeviceKey();
    await this.gates.insertDevice(em, { companyId, gateId: gate.id, name: DEMO_DEVICE, keyHash: hashDeviceKey(key), keyHint: deviceKeyHint(key) });
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
