import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AllowanceOverride } from '@presently/absence-rules';
import { PersonalDayAllowanceRow } from './entities/personal-day-allowance.entity';

/** A company's own personal-day allowances, each query within one company. */
@Injectable()
export class PersonalDayAllowancesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofCompany(companyId: number): Promise<AllowanceOverride[]> {
    const rows = await this.dataSource.manager.find(PersonalDayAllowanceRow, { where: { companyId }, order: { reasonId: 'ASC' } });
    return rows.map((r) => ({ reasonId: r.reasonId, days: r.days }));
  }

  /** Sets the reasons sent at once: a number is the company's own, null restores the default. */
  async save(companyId: number, changes: Array<{ reasonId: number; days: number | null }>): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      for (const c of changes) {
        if (c.days === null) await em.delete(PersonalDayAllowanceRow, { companyId, reasonId: c.reasonId });
        else await em.upsert(PersonalDayAllowanceRow, { companyId, reasonId: c.reasonId, days: c.days }, ['companyId', 'reasonId']);
      }
    });
  }
}
