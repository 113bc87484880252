import { Inject, Injectable } from '@nestjs/common';
import { ABSENCE_CALENDAR_RPC, type AbsenceCalendar, type MessageMeta } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { PEER_SERVICES, type PeerServices } from './peer-services.token';

/** Approved absences and rest days, asked of absence to classify days. */
@Injectable()
export class AbsenceClient {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(PEER_SERVICES) private readonly peers: PeerServices,
  ) {}

  calendar(companyId: number, userIds: number[], from: string, to: string, meta: MessageMeta, timeoutMs?: number): Promise<AbsenceCalendar> {
    return this.rpc.send<AbsenceCalendar>(this.peers.absence, ABSENCE_CALENDAR_RPC.calendar, { company_id: companyId, user_ids: userIds, from, to }, meta, timeoutMs);
  }
}
