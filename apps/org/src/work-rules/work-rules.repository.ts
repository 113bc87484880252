import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkRules } from '@presently/contracts';
import { DEFAULT_WORK_RULES } from './domain/work-rules';
import { WorkRulesRow } from './entities/work-rules.entity';

const toWorkRules = (row: WorkRulesRow): WorkRules => ({
  work_days: [...row.workDays].sort((a, b) => a - b),
  daily_hours: row.dailyMinutes / 60,
  default_max_paid_break_minutes: row.defaultMaxPaidBreakMinutes,
  overtime_after_minutes: row.overtimeAfterMinutes,
});

/** A company's work rules: its row, or the defaults while it has none. */
@Injectable()
export class WorkRulesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(companyId: number, em: EntityManager = this.dataSource.manager): Promise<WorkRules> {
    const row = await em.findOne(WorkRulesRow, { where: { companyId } });
    return row ? toWorkRules(row) : { ...DEFAULT_WORK_RULES, work_days: [...DEFAULT_WORK_RULES.work_days] };
  }

  async save(em: EntityManager, companyId: number, rules: WorkRules): Promise<void> {
    await em.upsert(
      WorkRulesRow,
      {
        companyId,
        workDays: rules.work_days,
        dailyMinutes: Math.round(rules.daily_hours * 60),
        defaultMaxPaidBreakMinutes: rules.default_max_paid_break_minutes,
        overtimeAfterMinutes: rules.overtime_after_minutes,
      },
      ['companyId'],
    );
  }
}
