import { Inject, Injectable } from '@nestjs/common';
import { READ_SCHEDULED_REPORT_FILE } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

export interface ReportFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** A scheduled report's file, read from reports chunk by chunk when its e-mail is sent (the job carries only the run's id). */
@Injectable()
export class ReportFileClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async read(runId: string, requestId: string): Promise<ReportFile> {
    const meta = { requestId, actor: null };
    const parts: Buffer[] = [];
    let chunk = await this.rpc.call(READ_SCHEDULED_REPORT_FILE, { run_id: runId, offset: 0 }, meta);
    const first = chunk;
    for (;;) {
      parts.push(Buffer.from(chunk.data_base64, 'base64'));
      if (chunk.next_offset === null) break;
      chunk = await this.rpc.call(READ_SCHEDULED_REPORT_FILE, { run_id: runId, offset: chunk.next_offset }, meta);
    }
    return { fileName: first.file_name, contentType: first.content_type, content: Buffer.concat(parts) };
  }
}
