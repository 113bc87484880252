import { Injectable } from '@nestjs/common';
import { ERROR_KEYS, type AccountFlags } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { Clock } from '../../../common/clock.service';
import { isPasswordExpired } from '../../../sessions/domain/password-expiry';
import { SessionsRepository } from '../../../sessions/sessions.repository';

/** The acting user's account flags: terms, password change required or expired, e-mail verified, language. */
@Injectable()
export class GetAccountFlagsUseCase {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<AccountFlags> {
    const subject = await this.sessions.loadSubject(userId);
    if (!subject) throw new DomainError(ERROR_KEYS.unauthenticated, 401);
    return {
      terms_conds: subject.termsAcceptedAt !== null,
      change_password_required: subject.mustChangePassword,
      password_expired: isPasswordExpired(subject.passwordChangedAt, this.clock.now(), subject.passwordReset3Months),
      email_verified: subject.emailVerifiedAt !== null,
      lang: subject.lang,
    };
  }
}
