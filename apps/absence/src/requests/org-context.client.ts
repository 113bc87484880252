import { Inject, Injectable } from '@nestjs/common';
import { type AbsenceContext, GET_ABSENCE_CONTEXT, type MessageMeta } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/**
 * What org says about a user before absence decides (asked before any transaction opens, so no
 * connection is held while org answers). A user org does not know in the company is not found.
 */
@Injectable()
export class OrgContextClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** `actorUserId`: someone filing for the user, whose name org answers as `actor` (for the request's history). */
  async of(companyId: number, userId: number, from: string, to: string, meta: MessageMeta, actorUserId?: number): Promise<AbsenceContext> {
    const request = { company_id: companyId, user_id: userId, from, to, ...(actorUserId === undefined ? {} : { actor_user_id: actorUserId }) };
    const context = await this.rpc.call(GET_ABSENCE_CONTEXT, request, meta);
    if (!context) throw new NotFoundError();
    return context;
  }
}
