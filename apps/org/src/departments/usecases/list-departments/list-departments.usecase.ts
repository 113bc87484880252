import { Injectable } from '@nestjs/common';
import type { Actor, Department, Page } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toDepartmentDto } from '../../department-views';
import { DEPARTMENT_SORTS, DepartmentsRepository } from '../../departments.repository';

/** The company's departments with their member counts, a page at a time, searched by name. */
@Injectable()
export class ListDepartmentsUseCase {
  constructor(private readonly departments: DepartmentsRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Department>> {
    const c = new FieldChecker(payload);
    const page = readPageQuery(c, DEPARTMENT_SORTS, 'name');
    throwIfInvalid(c);
    const [rows, total] = await this.departments.list(actor.companyId, page);
    const counts = await this.departments.memberCounts(actor.companyId, rows.map((d) => d.id));
    return toPage(rows.map((d) => toDepartmentDto(d, counts.get(d.id) ?? 0)), total, page);
  }
}
