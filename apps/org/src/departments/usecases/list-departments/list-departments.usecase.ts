import { Injectable } from '@nestjs/common';
import { type Actor, type Department, type Page, PageQueryRequest } from '@presently/contracts';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { UsersRepository } from '../../../user-records/users.repository';
import { toDepartmentDto } from '../../department.presenter';
import { DEPARTMENT_SORTS, DepartmentsRepository } from '../../departments.repository';
import { readFields } from '@presently/validation';

/** The company's departments with their member counts, a page at a time, searched by name. */
@Injectable()
export class ListDepartmentsUseCase {
  constructor(
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Department>> {
    const page = readFields(PageQueryRequest, payload, (c) => readPageQuery(c, DEPARTMENT_SORTS, 'name'));
    const [rows, total] = await this.departments.list(actor.companyId, page);
    const counts = await this.users.countByDepartment(actor.companyId, rows.map((d) => d.id));
    return toPage(rows.map((d) => toDepartmentDto(d, counts.get(d.id) ?? 0)), total, page);
  }
}
