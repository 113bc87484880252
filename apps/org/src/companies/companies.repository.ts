import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompanySettingsColumns } from './company.presenter';
import { Company } from './entities/company.entity';

export type NewCompany = Pick<Company, 'registrationId' | 'name' | 'accountType' | 'specialReports'> & CompanySettingsColumns;

export type CompanyDetailsColumns = Pick<Company, 'name' | 'address' | 'city' | 'country' | 'taxNumber' | 'generalManagerUserId' | 'language' | 'timezone'>;

/** Companies: their details, settings and logo. */
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

  /** Who may schedule absences in the past (the demo seed's one change of a kept company's settings). */
  async setPastVacationRoles(em: EntityManager, companyId: number, roleIds: number[]): Promise<void> {
    await em.update(Company, { id: companyId }, { pastVacationRoles: roleIds });
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

  /** Address, city, country and tax number, where the company has none yet (the demo seed's; an administrator's stay). */
  async setAddressIfUnset(em: EntityManager, companyId: number, details: Pick<Company, 'address' | 'city' | 'country' | 'taxNumber'>): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Company)
      .set(details)
      .where('id = :companyId AND address IS NULL AND city IS NULL AND tax_number IS NULL', { companyId })
      .execute();
  }

  async setGeneralManagerIfUnset(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Company)
      .set({ generalManagerUserId: userId })
      .where('id = :companyId AND general_manager_user_id IS NULL', { companyId })
      .execute();
  }
}
