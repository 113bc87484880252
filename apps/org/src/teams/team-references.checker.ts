import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FIELD_ERRORS } from '@presently/validation';
import { DepartmentsRepository } from '../departments/departments.repository';
import { UsersRepository } from '../user-records/users.repository';

/** What a team form names must be the company's: its department, an active lead, members who are not deactivated. */
@Injectable()
export class TeamReferencesChecker {
  constructor(
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
  ) {}

  async errors(
    em: EntityManager,
    companyId: number,
    input: { department_id?: number | null; team_lead_user_id?: number; member_ids?: number[] },
  ): Promise<Record<string, string[]>> {
    const errors: Record<string, string[]> = {};
    if (input.department_id !== undefined && input.department_id !== null && !(await this.departments.find(companyId, input.department_id, em))) {
      errors.department_id = [FIELD_ERRORS.invalidOption];
    }
    if (input.team_lead_user_id !== undefined) {
      const lead = await this.users.findInCompany(companyId, input.team_lead_user_id, em);
      if (lead?.status !== 'active') errors.team_lead_user_id = [FIELD_ERRORS.invalidOption];
    }
    if (input.member_ids !== undefined && input.member_ids.length > 0) {
      const members = await this.users.findManyInCompany(companyId, input.member_ids, em);
      if (members.length !== input.member_ids.length || members.some((m) => m.status === 'deactivated')) errors.member_ids = [FIELD_ERRORS.invalidOption];
    }
    return errors;
  }
}
