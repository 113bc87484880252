import { Injectable } from '@nestjs/common';
import { type Actor, type Page, ROLES, USER_STATUSES, type UserSummary } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker, throwIfInvalid } from '@presently/validation';
import { optionalId } from '../../../common/domain/fields';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toUserSummary } from '../../user-views';
import { USER_SORTS, UsersRepository } from '../../users.repository';

/**
 * The company's users, a page at a time: filtered by status (active, deactivated, blocked),
 * department, team and role, searched by name or e-mail (q), sorted by name by default.
 */
@Injectable()
export class ListUsersUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<UserSummary>> {
    const c = new FieldChecker(payload);
    const page = readPageQuery(c, USER_SORTS, 'full_name');
    const status = c.has('status') && c.source.status !== '' ? (c.optionalOneOf('status', USER_STATUSES) ?? null) : null;
    const departmentId = optionalId(c, 'department_id', true) ?? null;
    const teamId = optionalId(c, 'team_id', true) ?? null;
    const roleId = optionalId(c, 'role_id', true) ?? null;
    if (roleId !== null && !ROLES.some((r) => r.id === roleId)) c.fail('role_id', FIELD_ERRORS.invalidOption);
    throwIfInvalid(c);
    const [users, total] = await this.users.list(actor.companyId, { status, departmentId, teamId, roleId }, page);
    return toPage(users.map(toUserSummary), total, page);
  }
}
