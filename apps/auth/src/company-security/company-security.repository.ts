import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CompanySecurity } from './entities/company-security.entity';

export type CompanySecurityValues = Omit<CompanySecurity, 'updatedAt'>;

/** auth's copy of company security settings. */
@Injectable()
export class CompanySecurityRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByCompany(companyId: number, manager?: EntityManager): Promise<CompanySecurity | null> {
    return (manager ?? this.dataSource.manager).getRepository(CompanySecurity).findOneBy({ companyId });
  }

  /**
   * Stores a company's settings unless newer ones are already stored (events may arrive out of
   * order). Returns whether the row changed.
   */
  async upsertIfNewer(values: CompanySecurityValues, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO "auth"."company_security" AS cs
         ("company_id", "two_factor_email", "password_reset_3_months", "special_reports", "settings_changed_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT ("company_id") DO UPDATE SET
         "two_factor_email" = EXCLUDED."two_factor_email",
         "password_reset_3_months" = EXCLUDED."password_reset_3_months",
         "special_reports" = EXCLUDED."special_reports",
         "settings_changed_at" = EXCLUDED."settings_changed_at",
         "updated_at" = now()
       WHERE cs."settings_changed_at" <= EXCLUDED."settings_changed_at"
       RETURNING "company_id"`,
      [values.companyId, values.twoFactorEmail, values.passwordReset3Months, values.specialReports, values.settingsChangedAt],
    );
    return rows.length > 0;
  }
}
