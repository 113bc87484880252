import { Injectable } from '@nestjs/common';
import { type Actor, ListUsersRequest, type Page, ROLES, USER_STATUSES, type UserSummary } from '@presently/contracts';
import { FIELD_ERRORS, optionalId } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { readFields } from '@presently/validation';
import { toUserSummary } from '../../user.presenter';
import { USER_SORTS, UsersRepository } from '../../../user-records/users.repository';

/**
 * The company's users, a page at a time: filtered by status (active, deactivated, blocked),
 * department, team and role, searched by name or e-mail (q), sorted by name by default.
 */
@Injectable()
export class ListUsersUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<UserSummary>> {
    const { page, status, departmentId, teamId, roleId } = readFields(ListUsersRequest, payload, (c) => {
      const roleId = optionalId(c, 'role_id', { digits: true }) ?? null;
      if (roleId !== null && !ROLES.some((r) => r.id === roleId)) c.fail('role_id', FIELD_ERRORS.invalidOption);
      return {
        page: readPageQuery(c, USER_SORTS, 'full_name'),
        status: c.has('status') && c.source.status !== '' ? (c.optionalOneOf('status', USER_STATUSES) ?? null) : null,
        departmentId: optionalId(c, 'department_id', { digits: true }) ?? null,
        teamId: optionalId(c, 'team_id', { digits: true }) ?? null,
        roleId,
      };
    });
    const [users, total] = await this.users.list(actor.companyId, { status, departmentId, teamId, roleId }, page);
    return toPage(users.map(toUserSummary), total, page);
  }
}
