import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type SetPasswordWithTokenResult } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { Clock } from '../../../common/clock.service';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { SessionRecords } from '../../../sessions/session-records.service';
import { SessionsRepository } from '../../../sessions/sessions.repository';
import { hashInvitationToken, invitationStatus, isInvitationTokenShape } from '../../domain/invitation-token';
import { InvitationsRepository } from '../../invitations.repository';

export interface SetPasswordWithTokenInput {
  token: string;
  /** Already checked against the password policy and its confirmation. */
  password: string;
}

type Outcome = { ok: false } | { ok: true; email: string; revoked: string[] };

/**
 * The invitation link: sets the password with the e-mailed one-time token. The token works once, for
 * 7 days, while the account is active and still has the address the link was sent to. Success marks
 * the e-mail verified (the link proves the mailbox) and clears "must change password"; the terms stay
 * to be accepted after the first login. Any session the user had ends (a password was replaced).
 */
@Injectable()
export class SetPasswordWithTokenUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly invitations: InvitationsRepository,
    private readonly sessions: SessionsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: SetPasswordWithTokenInput): Promise<SetPasswordWithTokenResult> {
    if (!isInvitationTokenShape(input.token)) throw invalidToken();
    const outcome = await this.accounts.transaction(async (manager): Promise<Outcome> => {
      const now = this.clock.now();
      const invitation = await this.invitations.findByTokenHashForUpdate(hashInvitationToken(input.token), manager);
      if (!invitation || invitationStatus(invitation, now) !== 'usable') return { ok: false };
      const account = await this.accounts.findByIdForUpdate(invitation.userId, manager);
      if (!account || account.status !== 'active' || account.email.toLowerCase() !== invitation.email.toLowerCase()) return { ok: false };

      await this.invitations.markConsumed(account.userId, now, manager);
      // Hashed only after the token was right: wrong guesses cost the service nothing.
      const passwordHash = await this.hasher.hash(input.password);
      await this.accounts.update(
        account.userId,
        { passwordHash, passwordChangedAt: now, mustChangePassword: false, emailVerifiedAt: account.emailVerifiedAt ?? now },
        manager,
      );
      return { ok: true, email: account.email, revoked: await this.sessions.revokeAllForUser(account.userId, now, null, manager) };
    });
    if (!outcome.ok) throw invalidToken();
    await this.sessionRecords.forget(outcome.revoked);
    return { ok: true, email: outcome.email };
  }
}

/** Unknown, used, expired or no longer applicable: one answer for all, so a token's fate is not told. */
const invalidToken = () => new DomainError(AUTH_ERRORS.invalidOrExpiredToken, 400);
