import { Injectable } from '@nestjs/common';
import type { Actor, ListEntitlementsRequest, MessageMeta, VacationEntitlement } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { EntitlementsPresenter } from '../../entitlements.presenter';
import { OrgDirectory } from '../../org-directory.client';

/** A user's vacation rules with the days used, pending and unused of each, newest period first. */
@Injectable()
export class ListEntitlementsUseCase {
  constructor(
    private readonly org: OrgDirectory,
    private readonly figures: EntitlementsPresenter,
  ) {}

  async execute(actor: Actor, input: ListEntitlementsRequest, meta: MessageMeta): Promise<VacationEntitlement[]> {
    if (!(await this.org.isCompanyUser(actor.companyId, input.user_id, meta))) throw new NotFoundError();
    return this.figures.forUser(actor.companyId, input.user_id);
  }
}
