import { Inject, Injectable, Logger } from '@nestjs/common';
import { type CompanyLogoFile, GET_COMPANY_LOGO, GET_USER_INFO, type Lang, LIST_DEPARTMENTS, LIST_TEAMS, type MessageMeta, structureEntryName, type UserInfo } from '@presently/contracts';
import { type RpcClient, RpcError } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';

const PER_PAGE = 100;
const MAX_PAGES = 100;

/** What reports asks org: the acting user with the company's flags, and the names of departments and teams. */
@Injectable()
export class OrgClient {
  private readonly logger = new Logger(OrgClient.name);

  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The actor's company's logo (the company details' one), or null when it has none or org cannot give it: a PDF's header is a courtesy. */
  async logo(meta: MessageMeta): Promise<CompanyLogoFile | null> {
    try {
      return await this.rpc.call(GET_COMPANY_LOGO, {}, meta);
    } catch (err) {
      if (!(err instanceof RpcError && err.status === 404)) this.logger.warn(`company logo not available: ${String(err)}`);
      return null;
    }
  }

  userInfo(meta: MessageMeta): Promise<UserInfo> {
    return this.rpc.call(GET_USER_INFO, {}, meta);
  }

  /** Names in `lang`: the built-in Default department and Default and Deactivated teams in the reader's language, others as typed. */
  async departmentNames(meta: MessageMeta, lang: Lang): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await this.rpc.call(LIST_DEPARTMENTS, { page, per_page: PER_PAGE }, meta);
      for (const d of p.items) out.set(d.id, structureEntryName(d, lang));
      if (page * PER_PAGE >= p.total) break;
    }
    return out;
  }

  async teamNames(meta: MessageMeta, lang: Lang): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let page = 1; page <= MAX_PAGES; page++) {
      const p = await this.rpc.call(LIST_TEAMS, { page, per_page: PER_PAGE }, meta);
      for (const t of p.items) out.set(t.id, structureEntryName(t, lang));
      if (page * PER_PAGE >= p.total) break;
    }
    return out;
  }
}
