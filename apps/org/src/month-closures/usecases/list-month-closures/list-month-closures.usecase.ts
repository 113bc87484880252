import { Injectable } from '@nestjs/common';
import type { Actor, MonthClosuresView } from '@presently/contracts';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { toMonthClosureAuditDto, toMonthClosureDto } from '../../month-closure.presenter';
import { MonthClosuresRepository } from '../../month-closures.repository';

/** The company's closed months and the last closes and reopens, with department names as they are now. */
@Injectable()
export class ListMonthClosuresUseCase {
  constructor(
    private readonly closures: MonthClosuresRepository,
    private readonly departments: DepartmentsRepository,
  ) {}

  async execute(actor: Actor): Promise<MonthClosuresView> {
    const [closures, history] = await Promise.all([this.closures.list(actor.companyId), this.closures.history(actor.companyId)]);
    const names = await this.departmentNames(actor.companyId, [...closures.map((c) => c.departmentId), ...history.map((h) => h.departmentId)]);
    return { closures: closures.map((c) => toMonthClosureDto(c, names)), history: history.map((h) => toMonthClosureAuditDto(h, names)) };
  }

  private async departmentNames(companyId: number, ids: Array<number | null>): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const id of new Set(ids.filter((i): i is number => i !== null))) {
      const department = await this.departments.find(companyId, id);
      if (department) names.set(id, department.name);
    }
    return names;
  }
}
