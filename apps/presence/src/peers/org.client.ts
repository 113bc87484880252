import { Inject, Injectable } from '@nestjs/common';
import { type HolidayWithNames, holidayName, type MessageMeta, ORG_PRESENCE_RPC, type PresenceCompany, type PresenceProfile, type Shift } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { PEER_SERVICES, type PeerServices } from './peer-services.token';

/** What presence asks org (its copies miss a user or company; holidays and shifts are asked when needed). */
@Injectable()
export class OrgClient {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(PEER_SERVICES) private readonly peers: PeerServices,
  ) {}

  profile(query: { company_id: number; user_id: number } | { company_id: number; qr_code: string }, meta: MessageMeta): Promise<PresenceProfile | null> {
    return this.rpc.send<PresenceProfile | null>(this.peers.org, ORG_PRESENCE_RPC.profile, query, meta);
  }

  company(companyId: number, meta: MessageMeta): Promise<PresenceCompany | null> {
    return this.rpc.send<PresenceCompany | null>(this.peers.org, ORG_PRESENCE_RPC.company, { company_id: companyId }, meta);
  }

  /** The holidays of a period as org holds them: the stored description and the built-in names (for an answer kept for every reader). */
  holidaysWithNames(companyId: number, from: string, to: string, meta: MessageMeta, timeoutMs?: number): Promise<HolidayWithNames[]> {
    return this.rpc.send<HolidayWithNames[]>(this.peers.org, ORG_PRESENCE_RPC.holidays, { company_id: companyId, from, to }, meta, timeoutMs);
  }

  /** The holidays of a period named for the caller's reader (the actor of `meta`; without one, as stored). */
  async holidays(companyId: number, from: string, to: string, meta: MessageMeta, timeoutMs?: number): Promise<HolidayWithNames[]> {
    const list = await this.holidaysWithNames(companyId, from, to, meta, timeoutMs);
    return list.map((h) => ({ ...h, description: holidayName(h, meta.actor?.lang) }));
  }

  shift(companyId: number, shiftId: number, meta: MessageMeta): Promise<Shift | null> {
    return this.rpc.send<Shift | null>(this.peers.org, ORG_PRESENCE_RPC.shift, { company_id: companyId, shift_id: shiftId }, meta);
  }
}
