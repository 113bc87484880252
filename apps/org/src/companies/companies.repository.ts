import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompanySettingsColumns } from './company-views';
import type { TeamKind } from './domain/company-defaults';
import { Company } from './entities/company.entity';
import { Department } from './entities/department.entity';
import { Team } from './entities/team.entity';

export type NewCompany = Pick<Company, 'registrationId' | 'name' | 'accountType' | 'specialReports'> & CompanySettingsColumns;

export type CompanyDetailsColumns = Pick<Company, 'name' | 'address' | 'city' | 'country' | 'taxNumber' | 'generalManagerUserId' | 'language' | 'timezone'>;

/** Companies, their departments and teams. Every read of a unit is scoped by its company. */
@Injectable()
export class CompaniesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findById(companyId: number, em: EntityManager = this.dataSource.manager): Promise<Company | null> {
    return em.findOne(Company, { where: { id: companyId } });
  }

  /** The company row locked for the rest of the transaction (concurrent updates queue behind it). */
  lockById(em: EntityManager, companyId: number): Promise<Company | null> {
    return em.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  }

  findByRegistrationId(em: EntityManager, registrationId: string): Promise<Company | null> {
    return em.findOne(Company, { where: { registrationId } });
  }

  async insertCompany(em: EntityManager, data: NewCompany): Promise<Company> {
    const saved = await em.save(Company, em.create(Company, data));
    return em.findOneOrFail(Company, { where: { id: saved.id } });
  }

  async updateSettings(em: EntityManager, companyId: number, columns: CompanySettingsColumns): Promise<void> {
    await em.update(Company, { id: companyId }, columns);
  }

  async updateDetails(em: EntityManager, companyId: number, columns: Partial<CompanyDetailsColumns>): Promise<void> {
    await em.update(Company, { id: companyId }, columns);
  }

  async setLogo(companyId: number, logo: Buffer, mime: string): Promise<boolean> {
    const result = await this.dataSource.manager.update(Company, { id: companyId }, { logo, logoMime: mime });
    return (result.affected ?? 0) > 0;
  }

  async findLogo(companyId: number): Promise<{ logo: Buffer; mime: string } | null> {
    const row = await this.dataSource.manager
      .createQueryBuilder(Company, 'c')
      .select(['c.id', 'c.logoMime'])
      .addSelect('c.logo')
      .where('c.id = :companyId AND c.logo IS NOT NULL', { companyId })
      .getOne();
    return row?.logo && row.logoMime ? { logo: row.logo, mime: row.logoMime } : null;
  }

  async setGeneralManagerIfUnset(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Company)
      .set({ generalManagerUserId: userId })
      .where('id = :companyId AND general_manager_user_id IS NULL', { companyId })
      .execute();
  }

  insertDepartment(em: EntityManager, data: Pick<Department, 'companyId' | 'name' | 'isDefault'>): Promise<Department> {
    return em.save(Department, em.create(Department, { ...data, managerUserId: null }));
  }

  insertTeam(em: EntityManager, data: Pick<Team, 'companyId' | 'name' | 'kind' | 'departmentId'>): Promise<Team> {
    return em.save(Team, em.create(Team, { ...data, teamLeadUserId: null }));
  }

  findDefaultDepartment(em: EntityManager, companyId: number): Promise<Department | null> {
    return em.findOne(Department, { where: { companyId, isDefault: true } });
  }

  findTeamOfKind(em: EntityManager, companyId: number, kind: Exclude<TeamKind, 'regular'>): Promise<Team | null> {
    return em.findOne(Team, { where: { companyId, kind } });
  }

  findDepartmentByName(em: EntityManager, companyId: number, name: string): Promise<Department | null> {
    return em
      .createQueryBuilder(Department, 'd')
      .where('d.company_id = :companyId AND lower(d.name) = lower(:name)', { companyId, name })
      .getOne();
  }

  findTeamByName(em: EntityManager, companyId: number, name: string): Promise<Team | null> {
    return em
      .createQueryBuilder(Team, 't')
      .where('t.company_id = :companyId AND lower(t.name) = lower(:name)', { companyId, name })
      .getOne();
  }

  findDepartment(companyId: number, departmentId: number): Promise<Department | null> {
    return this.dataSource.manager.findOne(Department, { where: { companyId, id: departmentId } });
  }

  findTeam(companyId: number, teamId: number): Promise<Team | null> {
    return this.dataSource.manager.findOne(Team, { where: { companyId, id: teamId } });
  }

  async setDepartmentManagerIfUnset(em: EntityManager, companyId: number, departmentId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Department)
      .set({ managerUserId: userId })
      .where('company_id = :companyId AND id = :departmentId AND manager_user_id IS NULL', { companyId, departmentId })
      .execute();
  }

  async setTeamLeadIfUnset(em: EntityManager, companyId: number, teamId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Team)
      .set({ teamLeadUserId: userId })
      .where('company_id = :companyId AND id = :teamId AND team_lead_user_id IS NULL', { companyId, teamId })
      .execute();
  }

  /** The user no longer leads any team nor manages any department. */
  async clearLeadership(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.update(Team, { companyId, teamLeadUserId: userId }, { teamLeadUserId: null });
    await em.update(Department, { companyId, managerUserId: userId }, { managerUserId: null });
  }
}
