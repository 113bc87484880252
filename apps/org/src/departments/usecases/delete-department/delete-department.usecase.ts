import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, DepartmentRequest } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { UNIT_ERRORS } from '../../../common/domain/units';
import { UsersRepository } from '../../../user-records/users.repository';
import { DepartmentsRepository } from '../../departments.repository';
import { readFields } from '@presently/validation';

/**
 * Deletes a department: never the Default one (default_cannot_change), nor one that still has people
 * (has_members) or teams (has_teams); they are moved first. 409 for each.
 */
@Injectable()
export class DeleteDepartmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ deleted: true }> {
    const departmentId = readFields(DepartmentRequest, payload, (c) => checkId(c, 'department_id', { digits: true }) as number);
    await this.dataSource.transaction(async (em) => {
      const department = await this.departments.lock(em, actor.companyId, departmentId);
      if (!department) throw new NotFoundError();
      if (department.isDefault) throw new DomainError(UNIT_ERRORS.defaultCannotChange, 409);
      if ((await this.users.countInDepartment(em, actor.companyId, departmentId)) > 0) throw new DomainError(UNIT_ERRORS.hasMembers, 409);
      if ((await this.departments.countTeams(em, actor.companyId, departmentId)) > 0) throw new DomainError(UNIT_ERRORS.hasTeams, 409);
      await this.departments.delete(em, actor.companyId, departmentId);
    });
    return { deleted: true };
  }
}
