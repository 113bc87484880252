import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AUTH_ERRORS, type Actor, ROLE, type UserInput } from '@presently/contracts';
import { ForbiddenError } from '@presently/messaging';
import { FIELD_ERRORS } from '@presently/validation';
import { NationalitiesReligionsRepository } from '../nationalities-religions/nationalities-religions.repository';
import { DepartmentsRepository } from '../departments/departments.repository';
import type { User } from '../user-records/entities/user.entity';
import { TeamsRepository } from '../teams/teams.repository';
import { UsersRepository } from '../user-records/users.repository';

export const USER_ERRORS = {
  emailTaken: AUTH_ERRORS.emailTaken,
  roleNotAllowed: 'role_not_allowed',
  cannotChangeOwnRole: 'cannot_change_own_role',
  deleteAbsencesFirst: 'delete_user_absences_first',
  cannotChangeOwnStatus: 'cannot_change_own_status',
  pendingRequestsFirst: 'pending_requests_first',
  replaceGeneralManagerFirst: 'replace_general_manager_first',
} as const;

/**
 * Only a System Administrator changes a System Administrator (their e-mail, status, anything): a
 * human resources manager changing an administrator's e-mail to their own could otherwise take the
 * account over with a password reset. 403 forbidden.
 */
export function assertMayAdminister(actor: Actor, target: { roleId: number }): void {
  if (target.roleId === ROLE.SYSADMIN && actor.roleId !== ROLE.SYSADMIN) throw new ForbiddenError();
}

/**
 * What a user form refers to must be the company's own: department, team, nationality, religion
 * (otherwise invalid_option, whatever ids were guessed); the e-mail must be nobody else's on the
 * platform (email_taken). Only a system administrator gives or takes the System Administrator role,
 * and nobody changes their own role (an administrator cannot lock the company out by mistake). A
 * deactivated user stays in the Deactivated team, and nobody else is put there but by deactivation.
 */
@Injectable()
export class UserReferencesChecker {
  constructor(
    private readonly users: UsersRepository,
    private readonly departments: DepartmentsRepository,
    private readonly teams: TeamsRepository,
    private readonly nationalitiesReligions: NationalitiesReligionsRepository,
  ) {}

  async errors(em: EntityManager, actor: Actor, input: UserInput, existing: User | null): Promise<Record<string, string[]>> {
    const companyId = actor.companyId;
    // One after the other on the caller's transaction: a second pooled connection taken while the
    // transaction holds one deadlocks the pool under a burst, and one client runs one query at a time.
    const department = await this.departments.find(companyId, input.department_id as number, em);
    const team = await this.teams.find(companyId, input.team_id as number, em);
    const nationality = await this.nationalitiesReligions.exists('nationalities', companyId, input.nationality_id as number, em);
    const religion = await this.nationalitiesReligions.exists('religions', companyId, input.religion_id as number, em);
    const sameEmail = await this.users.findByEmail(em, input.email);
    const errors: Record<string, string[]> = {};
    const fail = (field: string, key: string) => (errors[field] ??= []).push(key);

    if (!department) fail('department_id', FIELD_ERRORS.invalidOption);
    if (!team) fail('team_id', FIELD_ERRORS.invalidOption);
    else if (existing?.status === 'deactivated' ? team.id !== existing.teamId : team.kind === 'deactivated') fail('team_id', FIELD_ERRORS.invalidOption);
    if (!nationality) fail('nationality_id', FIELD_ERRORS.invalidOption);
    if (!religion) fail('religion_id', FIELD_ERRORS.invalidOption);
    if (sameEmail && sameEmail.id !== existing?.id) fail('email', USER_ERRORS.emailTaken);

    const roleChanges = existing === null || existing.roleId !== input.role_id;
    if (roleChanges) {
      if (existing !== null && existing.id === actor.userId) fail('role_id', USER_ERRORS.cannotChangeOwnRole);
      else if (actor.roleId !== ROLE.SYSADMIN && (input.role_id === ROLE.SYSADMIN || existing?.roleId === ROLE.SYSADMIN)) fail('role_id', USER_ERRORS.roleNotAllowed);
    }
    return errors;
  }
}
