import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, VacationEntitlement } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { parseUserQuery } from '../../domain/entitlement-input';
import { assertMayAdminister } from '../../entitlement-guards';
import { EntitlementFigures } from '../../entitlement-figures';
import { OrgDirectory } from '../../org-directory.client';

/** A user's vacation rules with the days used, pending and unused of each, newest period first. */
@Injectable()
export class ListEntitlementsUseCase {
  constructor(
    private readonly org: OrgDirectory,
    private readonly figures: EntitlementFigures,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<VacationEntitlement[]> {
    assertMayAdminister(actor);
    const parsed = parseUserQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const userId = parsed.value.user_id;
    if (!(await this.org.isCompanyUser(actor.companyId, userId, meta))) throw new NotFoundError();
    return this.figures.forUser(actor.companyId, userId);
  }
}
