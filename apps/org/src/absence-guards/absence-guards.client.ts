import { Inject, Injectable } from '@nestjs/common';
import { ABSENCE_GUARD_RPC, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { DomainError, type RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/**
 * What the absence service says blocks an administrative change. Asked with the caller's own
 * metadata (actor and request id), so absence scopes the count by the same company. When absence does
 * not answer, the change is refused (503 service_unavailable) rather than made unchecked.
 */
@Injectable()
export class AbsenceGuards {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** Absences of the user that are not declined (block changing the employment start date). */
  openAbsences(userId: number, meta: MessageMeta): Promise<number> {
    return this.count(ABSENCE_GUARD_RPC.openAbsences, { user_id: userId }, meta);
  }

  /** Requests waiting for this person's approval (block replacing a team lead or department manager). */
  pendingApprovals(userId: number, meta: MessageMeta): Promise<number> {
    return this.count(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: userId }, meta);
  }

  /** Users with a rest day on the date (deleting a holiday then asks for confirmation). */
  restDaysOn(date: string, meta: MessageMeta): Promise<number> {
    return this.count(ABSENCE_GUARD_RPC.restDaysOn, { date }, meta);
  }

  private async count(pattern: string, payload: unknown, meta: MessageMeta): Promise<number> {
    const answer = await this.rpc.send<{ count?: unknown } | null>('absence', pattern, payload, meta);
    const count = answer?.count;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) throw new DomainError(ERROR_KEYS.serviceUnavailable, 503);
    return count;
  }
}
