import { Inject, Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type EmailVerifyResult } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { AUTH_CONFIG, type AuthConfig } from '../../../common/auth.config';
import { Clock } from '../../../common/clock.service';
import { checkVerificationLink } from '../../domain/verification-link';

export interface VerifyEmailInput {
  userId: number;
  hash: string;
  expires: number;
}

/**
 * The link from the verification e-mail. A link that was not signed for this user and address is
 * invalid; a genuine link of an already verified address says so even when it has expired since.
 */
@Injectable()
export class VerifyEmailUseCase {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(input: VerifyEmailInput): Promise<EmailVerifyResult> {
    const now = this.clock.now();
    const account = await this.accounts.findById(input.userId);
    if (!account) throw new DomainError(AUTH_ERRORS.verificationLinkInvalid, 400);
    const check = checkVerificationLink(this.config.linkKey, { userId: account.userId, email: account.email, hash: input.hash, expires: input.expires }, now);
    if (check === 'invalid') throw new DomainError(AUTH_ERRORS.verificationLinkInvalid, 400);
    if (account.emailVerifiedAt) return { status: 'already_verified' };
    if (check === 'expired') throw new DomainError(AUTH_ERRORS.verificationLinkExpired, 400);
    await this.accounts.markEmailVerified(account.userId, now);
    return { status: 'verified' };
  }
}
