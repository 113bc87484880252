import { Inject, Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type TokenPair } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { isUuid } from '@presently/validation';
import { loginRefusal } from '../../../accounts/domain/account-access';
import { AUTH_CONFIG, type AuthConfig } from '../../../common/auth.config';
import { Clock } from '../../../common/clock.service';
import { afterWrongAttempt, challengeStatus } from '../../../common/domain/code-challenge';
import { codeMatches } from '../../../common/domain/one-time-code';
import { SessionsRepository } from '../../../sessions/sessions.repository';
import { OpenSessionUseCase } from '../../../sessions/usecases/open-session/open-session.usecase';
import type { TwoFactorChallenge } from '../../entities/two-factor-challenge.entity';
import { TwoFactorRepository } from '../../two-factor.repository';

type Outcome = { kind: 'unusable' } | { kind: 'wrong' } | { kind: 'ok'; challenge: TwoFactorChallenge };

/**
 * The code of a two-factor login. Unknown, used, expired or locked challenges: invalid_or_expired.
 * A wrong code counts (the fifth locks the challenge) and is committed before the error is answered.
 * The right code is used up and the session starts, if the account may still log in.
 */
@Injectable()
export class VerifyTwoFactorUseCase {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly challenges: TwoFactorRepository,
    private readonly sessions: SessionsRepository,
    private readonly openSession: OpenSessionUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(input: { challengeId: string; code: string; ip: string | null }): Promise<TokenPair> {
    if (!isUuid(input.challengeId)) throw new DomainError(AUTH_ERRORS.invalidOrExpired2fa, 401);
    const outcome = await this.challenges.transaction(async (manager): Promise<Outcome> => {
      const now = this.clock.now();
      const challenge = await this.challenges.findForUpdate(input.challengeId, manager);
      if (!challenge || challengeStatus(challenge, now) !== 'usable') return { kind: 'unusable' };
      if (!codeMatches(this.config.codeKey, challenge.id, input.code, challenge.codeHash)) {
        await this.challenges.update(challenge.id, afterWrongAttempt(challenge), manager);
        return { kind: 'wrong' };
      }
      await this.challenges.update(challenge.id, { consumedAt: now }, manager);
      return { kind: 'ok', challenge };
    });
    if (outcome.kind === 'unusable') throw new DomainError(AUTH_ERRORS.invalidOrExpired2fa, 401);
    if (outcome.kind === 'wrong') throw new DomainError(AUTH_ERRORS.invalid2fa, 401);

    const { challenge } = outcome;
    const subject = await this.sessions.loadSubject(challenge.userId);
    if (!subject) throw new DomainError(AUTH_ERRORS.invalidOrExpired2fa, 401);
    const refusal = loginRefusal(subject);
    if (refusal) throw new DomainError(refusal, 403);
    return this.openSession.execute({ subject, rememberMe: challenge.rememberMe, ip: input.ip ?? challenge.ip });
  }
}
