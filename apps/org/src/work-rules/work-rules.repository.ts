import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkRules as WorkRulesDto } from '@presently/contracts';
import { DEFAULT_WORK_RULES } from './domain/work-rules';
import { WorkRules } from './entities/work-rules.entity';

const toWorkRules = (row: WorkRules): WorkRulesDto => ({
  work_days: [...row.workDays].sort((a, b) => a - b),
  daily_hours: row.dailyMinutes / 60,
  default_max_paid_break_minutes: row.defaultMaxPaidBreakMinutes,
  overtime_after_minutes: row.overtimeAfterMinutes,
});

/** A company's work rules: its row, or the defaults while it has none. */
@Injectable()
export class WorkRulesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(companyId: number, em: EntityManager = this.dataSource.manager): Promise<WorkRulesDto> {
    const row = await em.findOne(WorkRules, { where: { companyId } });
    return row ? toWorkRules(row) : { ...DEFAULT_WORK_RULES, work_days: [...DEFAULT_WORK_RULES.work_days] };
  }

  async save(em: EntityManager, companyId: number, rules: WorkRulesDto): Promise<void> {
    await em.upsert(
      WorkRules,
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
