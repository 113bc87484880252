import { Inject, Injectable } from '@nestjs/common';
import { GET_SCAN_IMAGE, LIST_REPORT_DAYS, type MessageMeta, type ReportDayFiguresPage, type ReportDaysRequest, reportDaysOf, type ScanImage } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/** A page of classified days is heavier than a screen's question: it may take longer than the default. */
const PAGE_TIMEOUT_MS = 120_000;

/** What reports asks presence: the classified days of a page of employees of the actor's scope, and a scan's image. */
@Injectable()
export class PresenceClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The days without records come packed by column and are unpacked here; the times of every day as epoch milliseconds. */
  async days(request: ReportDaysRequest, meta: MessageMeta): Promise<ReportDayFiguresPage> {
    const answer = await this.rpc.call(LIST_REPORT_DAYS, { ...request, packed: request.with_records !== true }, meta, PAGE_TIMEOUT_MS);
    return { total: answer.total, employees: answer.employees, timezone: answer.timezone, days: reportDaysOf(answer) };
  }

  /**
   * The image of a record's scan as the actor may see it: presence answers 404 for a record of another
   * company, of no scan with an image, or (403/404) of someone outside the actor's scope.
   */
  scanImage(recordId: number, meta: MessageMeta): Promise<ScanImage> {
    return this.rpc.call(GET_SCAN_IMAGE, { record_id: recordId }, meta);
  }
}
