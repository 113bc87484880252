import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, type UserDetails, UpdateUserRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { AbsenceGuards } from '../../../absence-guards/absence-guards.client';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { readRequest } from '@presently/validation';
import { parseUserInput } from '../../domain/user-input';
import type { User } from '../../../user-records/entities/user.entity';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { assertMayAdminister, USER_ERRORS, UserReferencesChecker } from '../../user-references.checker';
import { toUserColumns, toUserDetails } from '../../user.presenter';
import { type UserColumns, UsersRepository } from '../../../user-records/users.repository';
import { readUserId } from '../get-user/get-user.usecase';

const changedColumns = (user: User, next: UserColumns): Array<keyof UserColumns> =>
  (Object.keys(next) as Array<keyof UserColumns>).filter((k) => next[k] !== user[k]);

/**
 * What the copies of other services hold (auth: e-mail, role, name; presence: also team, department,
 * nationality and religion). Status has its own use case; the company never changes.
 */
const COPIED_COLUMNS: ReadonlyArray<keyof UserColumns> = ['email', 'roleId', 'fullName', 'teamId', 'departmentId', 'nationalityId', 'religionId'];

/**
 * Saves the edit-user form with the rules of the add-user form (the colour stays when none is sent).
 * Nothing changed → no_changes_to_save. A new employment start date is refused while the user has
 * absences that are not declined (absence answers; delete_user_absences_first). A change of what
 * other services copy (e-mail, role, name, team, department, nationality, religion) is announced in the
 * same transaction (userChanged, through the outbox).
 */
@Injectable()
export class UpdateUserUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
    private readonly references: UserReferencesChecker,
    private readonly guards: AbsenceGuards,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<UserDetails> {
    const userId = readUserId(payload);
    const [existing, company] = await Promise.all([this.users.findInCompany(actor.companyId, userId), this.companies.findById(actor.companyId)]);
    if (!existing || !company) throw new NotFoundError();
    assertMayAdminister(actor, existing);
    const today = DateTime.now().setZone(company.timezone).toISODate() as string;
    const input = readRequest(UpdateUserRequest, payload, (form) => parseUserInput(form, today));
    const next = toUserColumns({ ...input, user_color: input.user_color || existing.userColor });

    const before = changedColumns(existing, next);
    if (before.length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
    // Asked outside the transaction: no row stays locked while another service answers.
    if (before.includes('employmentStartDate') && (await this.guards.openAbsences(existing.id, meta)) > 0) {
      throw new ValidationFailedError({ employment_start_date: [USER_ERRORS.deleteAbsencesFirst] });
    }

    try {
      await this.dataSource.transaction(async (em) => {
        const locked = await this.users.lockInCompany(em, actor.companyId, userId);
        if (!locked) throw new NotFoundError();
        assertMayAdminister(actor, locked);
        throwFieldErrors(await this.references.errors(em, actor, input, locked));
        const changed = changedColumns(locked, next);
        if (changed.length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.users.update(em, actor.companyId, userId, next);
        if (changed.some((k) => COPIED_COLUMNS.includes(k))) await this.announcer.announce(em, meta, actor.companyId, [userId]);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_users_email')) throw new ValidationFailedError({ email: [USER_ERRORS.emailTaken] });
      throw err;
    }

    const saved = (await this.users.findInCompany(actor.companyId, userId)) ?? existing;
    return toUserDetails(saved);
  }
}
