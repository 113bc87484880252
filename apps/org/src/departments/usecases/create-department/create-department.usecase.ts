import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Department, DepartmentForm } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import { FIELD_ERRORS } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UsersRepository } from '../../../user-records/users.repository';
import { toDepartmentDto } from '../../department.presenter';
import { DepartmentsRepository } from '../../departments.repository';
import { parseDepartmentInput } from '../../domain/department-input';
import { readRequest } from '@presently/validation';

const nameTaken = () => new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });

/** A new department: a name no other department of the company has (any case), managed by an active user of the company. */
@Injectable()
export class CreateDepartmentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Department> {
    const input = readRequest(DepartmentForm, payload, (input) => parseDepartmentInput(input, 'create'));
    const name = input.name as string;
    const managerId = input.manager_user_id as number;
    try {
      return await this.dataSource.transaction(async (em) => {
        const errors: Record<string, string[]> = {};
        if (await this.departments.findNamed(em, actor.companyId, name)) errors.name = [ADMIN_ERRORS.nameTaken];
        const manager = await this.users.findInCompany(actor.companyId, managerId, em);
        if (manager?.status !== 'active') errors.manager_user_id = [FIELD_ERRORS.invalidOption];
        if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
        const created = await this.departments.insert(em, { companyId: actor.companyId, name, managerUserId: managerId });
        return toDepartmentDto(created, 0);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_departments_company_name')) throw nameTaken();
      throw err;
    }
  }
}
