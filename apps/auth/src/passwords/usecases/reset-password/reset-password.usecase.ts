import { Inject, Injectable } from '@nestjs/common';
import { AUTH_ERRORS } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { AUTH_CONFIG, type AuthConfig } from '../../../common/auth.config';
import { Clock } from '../../../common/clock.service';
import { afterWrongAttempt, challengeStatus } from '../../../common/domain/code-challenge';
import { codeMatches } from '../../../common/domain/one-time-code';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { SessionRecords } from '../../../sessions/session-records.service';
import { SessionsRepository } from '../../../sessions/sessions.repository';
import { PasswordResetRepository } from '../../password-reset.repository';

export interface ResetPasswordInput {
  /** Normalised. */
  email: string;
  code: string;
  /** Already checked against the password policy. */
  password: string;
}

type Outcome = { ok: false } | { ok: true; revoked: string[] };

/**
 * Sets a new password with the e-mailed code. The code works once, for 15 minutes, and five wrong
 * codes end it. Success also clears "must change password", marks the e-mail verified (the code
 * proved the mailbox) and ends every session of the user.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsRepository,
    private readonly codes: PasswordResetRepository,
    private readonly sessions: SessionsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: ResetPasswordInput): Promise<{ ok: true }> {
    const outcome = await this.accounts.transaction(async (manager): Promise<Outcome> => {
      const now = this.clock.now();
      const found = await this.accounts.findByEmail(input.email, manager);
      if (!found) return { ok: false };
      const account = await this.accounts.findByIdForUpdate(found.userId, manager);
      const code = account ? await this.codes.newestForUpdate(account.userId, manager) : null;
      if (!account || !code || challengeStatus({ ...code, locked: false }, now) !== 'usable') return { ok: false };
      if (!codeMatches(this.config.codeKey, code.id, input.code, code.codeHash)) {
        await this.codes.update(code.id, { attempts: afterWrongAttempt(code).attempts }, manager);
        return { ok: false };
      }
      await this.codes.update(code.id, { consumedAt: now }, manager);
      // Hashed only after the code was right: wrong guesses cost the service nothing.
      const passwordHash = await this.hasher.hash(input.password);
      await this.accounts.update(
        account.userId,
        { passwordHash, passwordChangedAt: now, mustChangePassword: false, emailVerifiedAt: account.emailVerifiedAt ?? now },
        manager,
      );
      return { ok: true, revoked: await this.sessions.revokeAllForUser(account.userId, now, null, manager) };
    });
    if (!outcome.ok) throw new DomainError(AUTH_ERRORS.invalidOrExpiredResetCode, 400);
    await this.sessionRecords.forget(outcome.revoked);
    return { ok: true };
  }
}
