import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Department as DepartmentDto, DepartmentRequest, type MessageMeta, UpdateDepartmentRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkId, FIELD_ERRORS } from '@presently/validation';
import { AbsenceGuards } from '../../../absence-guards/absence-guards.client';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UNIT_ERRORS } from '../../../common/domain/units';
import type { Department } from '../../entities/department.entity';
import { UsersRepository } from '../../../user-records/users.repository';
import { toDepartmentDto } from '../../department.presenter';
import { DepartmentsRepository } from '../../departments.repository';
import { parseDepartmentInput } from '../../domain/department-input';
import { readFields, readRequest } from '@presently/validation';

/**
 * Renames a department or gives it another manager. The Default department keeps its name
 * (default_cannot_change). A manager is replaced only once no request waits for the current one's
 * approval (absence answers; pending_requests_first). Nothing changed → no_changes_to_save.
 */
@Injectable()
export class UpdateDepartmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
    private readonly guards: AbsenceGuards,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<DepartmentDto> {
    const departmentId = readFields(DepartmentRequest, payload, (c) => checkId(c, 'department_id') as number);
    const current = await this.departments.find(actor.companyId, departmentId);
    if (!current) throw new NotFoundError();
    const input = readRequest(UpdateDepartmentRequest, payload, (form) => parseDepartmentInput(form, 'update'));
    if (this.managerReplaced(current, input.manager_user_id) && (await this.guards.pendingApprovals(current.managerUserId as number, meta)) > 0) {
      throw new ValidationFailedError({ manager_user_id: [UNIT_ERRORS.pendingRequestsFirst] });
    }

    try {
      return await this.dataSource.transaction(async (em) => {
        const department = await this.departments.lock(em, actor.companyId, departmentId);
        if (!department) throw new NotFoundError();
        const columns: Partial<Pick<Department, 'name' | 'managerUserId'>> = {};
        const errors: Record<string, string[]> = {};
        if (input.name !== undefined && input.name !== department.name) {
          if (department.isDefault) errors.name = [UNIT_ERRORS.defaultCannotChange];
          else {
            const named = await this.departments.findNamed(em, actor.companyId, input.name);
            if (named && named.id !== department.id) errors.name = [ADMIN_ERRORS.nameTaken];
            else columns.name = input.name;
          }
        }
        if (input.manager_user_id !== undefined && input.manager_user_id !== department.managerUserId) {
          const manager = await this.users.findInCompany(actor.companyId, input.manager_user_id, em);
          if (manager?.status !== 'active') errors.manager_user_id = [FIELD_ERRORS.invalidOption];
          else columns.managerUserId = input.manager_user_id;
        }
        if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
        if (Object.keys(columns).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.departments.update(em, actor.companyId, departmentId, columns);
        const counts = await this.users.countByDepartment(actor.companyId, [departmentId], em);
        return toDepartmentDto({ ...department, ...columns }, counts.get(departmentId) ?? 0);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_departments_company_name')) throw new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });
      throw err;
    }
  }

  private managerReplaced(department: Department, next: number | undefined): boolean {
    return next !== undefined && department.managerUserId !== null && next !== department.managerUserId;
  }
}
