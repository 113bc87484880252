import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS, ERROR_KEYS, PASSWORD_KEYS, type AccountFlags } from '@presently/contracts';
import { DomainError, ValidationFailedError } from '@presently/messaging';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { GetAccountFlagsUseCase } from '../../../account-flags/usecases/get-account-flags/get-account-flags.usecase';
import { Clock } from '../../../common/clock.service';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { SessionRecords } from '../../../sessions/session-records.service';
import { SessionsRepository } from '../../../sessions/sessions.repository';

/**
 * - `change`: profile and change-password modal; the old password is required.
 * - `expired`: the expired-password modal; the old password is required (and the new one differs).
 * - `first`: after a password someone else set (must_change_password); no old password.
 */
export type PasswordChangeMode = 'change' | 'expired' | 'first';

export interface ChangePasswordInput {
  mode: PasswordChangeMode;
  userId: number;
  /** The session the change is made from: it stays; every other session of the user ends. */
  sessionId: string | null;
  /** Required unless mode is `first`. */
  oldPassword?: string;
  /** Already checked against the password policy (and against the old one, when given). */
  password: string;
}

type Outcome = { revoked: string[] };

/**
 * A logged-in user sets a new password. It clears "must change" and "expired" (the change date is
 * now), and ends the user's other sessions; the current one's record is rewritten without the flags.
 */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly flags: GetAccountFlagsUseCase,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangePasswordInput): Promise<AccountFlags> {
    const outcome = await this.accounts.transaction(async (manager): Promise<Outcome> => {
      const account = await this.accounts.findByIdForUpdate(input.userId, manager);
      if (!account) throw new DomainError(ERROR_KEYS.unauthenticated, 401);
      if (input.mode === 'first') {
        if (!account.mustChangePassword) throw new DomainError(ERROR_KEYS.forbidden, 403);
        // A forced change must change something.
        if (account.passwordHash && (await this.hasher.verify(account.passwordHash, input.password))) {
          throw new ValidationFailedError({ password: [PASSWORD_KEYS.mustDiffer] });
        }
      } else {
        const oldOk = account.passwordHash !== null && (await this.hasher.verify(account.passwordHash, input.oldPassword ?? ''));
        if (!oldOk) throw new ValidationFailedError({ old_password: [AUTH_ERRORS.wrongOldPassword] });
      }
      const now = this.clock.now();
      const passwordHash = await this.hasher.hash(input.password);
      await this.accounts.update(account.userId, { passwordHash, passwordChangedAt: now, mustChangePassword: false }, manager);
      return { revoked: await this.sessions.revokeAllForUser(account.userId, now, input.sessionId, manager) };
    });
    await this.sessionRecords.forget(outcome.revoked);
    await this.sessionRecords.refreshForUser(input.userId);
    return this.flags.execute(input.userId);
  }
}
