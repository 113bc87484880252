import { Injectable } from '@nestjs/common';
import type { Actor, DeleteEntitlementRequest, MessageMeta } from '@presently/contracts';
import { ConflictError, NotFoundError } from '@presently/domain';
import { ENTITLEMENT_ERRORS } from '../../domain/entitlement-input';
import { EntitlementsPresenter } from '../../entitlements.presenter';
import { EntitlementsRepository } from '../../entitlements.repository';
import { OrgDirectory } from '../../org-directory.client';

/** Deletes a user's vacation rule that no vacation request uses (used or pending days → 409 entitlement_in_use). */
@Injectable()
export class DeleteEntitlementUseCase {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly org: OrgDirectory,
    private readonly figures: EntitlementsPresenter,
  ) {}

  async execute(actor: Actor, input: DeleteEntitlementRequest, meta: MessageMeta): Promise<{ deleted: true }> {
    const { user_id: userId, id } = input;
    if (!(await this.org.isCompanyUser(actor.companyId, userId, meta))) throw new NotFoundError();

    await this.entitlements.transaction(async (em) => {
      await this.entitlements.lockUserVacation(em, actor.companyId, userId);
      if (!(await this.entitlements.lock(em, actor.companyId, userId, id))) throw new NotFoundError();
      const figures = (await this.figures.forUser(actor.companyId, userId, em)).find((e) => e.id === id);
      if (figures && figures.used_days + figures.pending_days > 0) throw new ConflictError(ENTITLEMENT_ERRORS.inUse);
      await this.entitlements.delete(em, actor.companyId, userId, id);
    });
    return { deleted: true };
  }
}
