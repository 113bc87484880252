import { Inject, Injectable } from '@nestjs/common';
import { GET_USER_INFO, LIST_DEPARTMENTS, LIST_TEAMS, type MessageMeta, type UserInfo } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

const PER_PAGE = 100;
const MAX_PAGES = 100;

/** What reports asks org: the acting user with the company's flags, and the names of departments and teams. */
@Injectable()
export class OrgClient {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  userInfo(meta: MessageMeta): Promise<UserInfo> {
    return this.rpc.call(GET_USER_INFO, {}, meta);
  }

  async departmentNames(meta: MessageMeta): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await this.rpc.call(LIST_DEPARTMENTS, { page, per_page: PER_PAGE }, meta);
      for (const d of p.items) out.set(d.id, d.name);
      if (page * PER_PAGE >= p.total) break;
    }
    return out;
  }

  async teamNames(meta: MessageMeta): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await this.rpc.call(LIST_TEAMS, { page, per_page: PER_PAGE }, meta);
      for (const t of p.items) out.set(t.id, t.name);
      if (page * PER_PAGE >= p.total) break;
    }
    return out;
  }
}
