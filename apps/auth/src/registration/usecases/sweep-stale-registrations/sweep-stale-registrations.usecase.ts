import { Inject, Injectable, Logger } from '@nestjs/common';
import { ABANDON_REGISTRATION, type MessageMeta } from '@presently/contracts';
import { RpcError, type RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { randomUUID } from 'node:crypto';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { Clock } from '../../../common/clock.service';
import { abandonOutcome } from '../../domain/stale-registration';
import { RegistrationsRepository } from '../../registrations.repository';

const BATCH = 20;

export interface SweepResult {
  abandoned: number;
  completed: number;
  left: number;
}

/**
 * Abandons the registrations auth started but never finished (it died between org's step and its
 * own, and the client did not retry in time): org removes the pending company, so its address is free
 * again. A registration whose account exists is never abandoned; one org calls completed is recorded
 * as such; one org cannot answer now stays due for the next sweep.
 */
@Injectable()
export class SweepStaleRegistrationsUseCase {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly registrations: RegistrationsRepository,
    private readonly accounts: AccountsRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<SweepResult> {
    const result: SweepResult = { abandoned: 0, completed: 0, left: 0 };
    const due = await this.registrations.claimDue(this.clock.now(), BATCH);
    for (const { registrationId, userId } of due) {
      if (userId !== null && (await this.accounts.findById(userId))) {
        await this.registrations.completedElsewhere(registrationId);
        result.completed += 1;
        continue;
      }
      const meta: MessageMeta = { requestId: randomUUID(), actor: null };
      const answer = await this.rpc.call(ABANDON_REGISTRATION, { registration_id: registrationId }, meta).catch((err: unknown) => {
        if (err instanceof RpcError) return err.body;
        return { status: 503, error: String(err) };
      });
      const outcome = abandonOutcome(answer);
      if (outcome.kind === 'abandoned') {
        await this.registrations.abandoned(registrationId);
        result.abandoned += 1;
      } else if (outcome.kind === 'completed') {
        await this.registrations.completedElsewhere(registrationId);
        result.completed += 1;
      } else {
        this.logger.warn(`registration ${registrationId} not abandoned yet: ${JSON.stringify(answer)}`);
        result.left += 1;
      }
    }
    return result;
  }
}
