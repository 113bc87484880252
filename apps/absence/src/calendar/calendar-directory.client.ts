import { Inject, Injectable } from '@nestjs/common';
import { type CalendarDirectory, type CalendarDirectoryRequest, GET_CALENDAR_DIRECTORY, type MessageMeta } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

/** What org says of a calendar's viewer and scope (absence keeps no copy of users). Not found: no active viewer. */
@Injectable()
export class CalendarDirectoryClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  async of(request: CalendarDirectoryRequest, meta: MessageMeta): Promise<CalendarDirectory> {
    const directory = await this.rpc.call(GET_CALENDAR_DIRECTORY, request, meta);
    if (!directory) throw new NotFoundError();
    return directory;
  }
}
