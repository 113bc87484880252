import { Inject, Injectable } from '@nestjs/common';
import { LIST_REPORT_DAYS, type MessageMeta, type ReportDaysPage, type ReportDaysRequest } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/** A page of classified days is heavier than a screen's question: it may take longer than the default. */
const PAGE_TIMEOUT_MS = 120_000;

/** What reports asks presence: the classified days of a page of employees of the actor's scope. */
@Injectable()
export class PresenceClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  days(request: ReportDaysRequest, meta: MessageMeta): Promise<ReportDaysPage> {
    return this.rpc.call(LIST_REPORT_DAYS, request, meta, PAGE_TIMEOUT_MS);
  }
}
