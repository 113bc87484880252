import { Inject, Injectable } from '@nestjs/common';
import { type MessageMeta, ORG_PRESENCE_RPC, type PresenceProfile } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/**
 * Whether a user belongs to a company, as org says (absence keeps no copy of users). Asked with the
 * caller's metadata; when org does not answer, the call fails with 503 service_unavailable rather
 * than acting on a user it could not check.
 */
@Injectable()
export class OrgDirectory {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async isCompanyUser(companyId: number, userId: number, meta: MessageMeta): Promise<boolean> {
    const profile = await this.rpc.send<PresenceProfile | null>('org', ORG_PRESENCE_RPC.profile, { company_id: companyId, user_id: userId }, meta);
    return profile !== null && typeof profile === 'object' && profile.user_id === userId && profile.company_id === companyId;
  }
}
