import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta } from '@presently/contracts';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { ENTITLEMENT_ERRORS, parseEntitlementRef } from '../../domain/entitlement-input';
import { EntitlementFigures } from '../../entitlement-figures';
import { assertMayAdminister } from '../../entitlement-guards';
import { EntitlementsRepository } from '../../entitlements.repository';
import { OrgDirectory } from '../../org-directory.client';

/** Deletes a user's vacation rule that no vacation request uses (used or pending days → 409 entitlement_in_use). */
@Injectable()
export class DeleteEntitlementUseCase {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly org: OrgDirectory,
    private readonly figures: EntitlementFigures,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<{ deleted: true }> {
    assertMayAdminister(actor);
    const parsed = parseEntitlementRef(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const { user_id: userId, id } = parsed.value;
    if (!(await this.org.isCompanyUser(actor.companyId, userId, meta))) throw new NotFoundError();

    await this.entitlements.transaction(async (em) => {
      await this.entitlements.lockUserVacation(em, actor.companyId, userId);
      if (!(await this.entitlements.lock(em, actor.companyId, userId, id))) throw new NotFoundError();
      const figures = (await this.figures.forUser(actor.companyId, userId, em)).find((e) => e.id === id);
      if (figures && figures.used_days + figures.pending_days > 0) throw new DomainError(ENTITLEMENT_ERRORS.inUse, 409);
      await this.entitlements.delete(em, actor.companyId, userId, id);
    });
    return { deleted: true };
  }
}
