import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type MessageMeta, type TwoFactorChallengeIssued } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { isUuid } from '@presently/validation';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { Clock } from '../../../common/clock.service';
import { canResend, challengeStatus, expiryFrom } from '../../../common/domain/code-challenge';
import { TwoFactorRepository } from '../../two-factor.repository';
import { TWO_FACTOR_CODE_TTL_SECONDS, TwoFactorCodes } from '../../two-factor-codes.service';

type Outcome = { kind: 'unusable' } | { kind: 'limit' } | { kind: 'ok'; expiresAt: Date };

/**
 * A new code for a waiting two-factor login: the old code stops working, the wrong-code count starts
 * again and the 10 minutes too. At most MAX_RESENDS times per challenge.
 */
@Injectable()
export class ResendTwoFactorCodeUseCase {
  constructor(
    private readonly challenges: TwoFactorRepository,
    private readonly accounts: AccountsRepository,
    private readonly codes: TwoFactorCodes,
    private readonly clock: Clock,
  ) {}

  async execute(challengeId: string, meta: MessageMeta): Promise<TwoFactorChallengeIssued> {
    if (!isUuid(challengeId)) throw new DomainError(AUTH_ERRORS.invalidOrExpired2fa, 401);
    const outcome = await this.challenges.transaction(async (manager): Promise<Outcome> => {
      const now = this.clock.now();
      const challenge = await this.challenges.findForUpdate(challengeId, manager);
      if (!challenge || challengeStatus(challenge, now) !== 'usable') return { kind: 'unusable' };
      if (!canResend(challenge.resendCount)) return { kind: 'limit' };
      const account = await this.accounts.findById(challenge.userId, manager);
      if (!account) return { kind: 'unusable' };
      const { code, codeHash } = this.codes.create(challenge.id);
      const expiresAt = expiryFrom(now, TWO_FACTOR_CODE_TTL_SECONDS);
      await this.challenges.update(challenge.id, { codeHash, expiresAt, attempts: 0, resendCount: challenge.resendCount + 1 }, manager);
      await this.codes.send(manager, account, code, expiresAt, meta);
      return { kind: 'ok', expiresAt };
    });
    if (outcome.kind === 'unusable') throw new DomainError(AUTH_ERRORS.invalidOrExpired2fa, 401);
    if (outcome.kind === 'limit') throw new DomainError(AUTH_ERRORS.resendCodeFailed, 400);
    return { two_factor_required: true, challenge_id: challengeId, expires_at: outcome.expiresAt.toISOString() };
  }
}
