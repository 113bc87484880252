import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, VacationEntitlement as VacationEntitlementView } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/domain';
import { ENTITLEMENT_ERRORS, type EntitlementInput, type SaveEntitlementInput } from '../../domain/entitlement-input';
import type { VacationEntitlement } from '../../entities/vacation-entitlement.entity';
import { EntitlementsPresenter } from '../../entitlements.presenter';
import { EntitlementsRepository } from '../../entitlements.repository';
import { OrgDirectory } from '../../org-directory.client';

const sameAs = (rule: VacationEntitlement, input: EntitlementInput): boolean =>
  rule.name === input.name && rule.validFrom === input.valid_from && rule.validTo === input.valid_to && rule.acquiredOn === input.acquired_on && rule.days === input.days;

/**
 * Adds a vacation rule to a user of the actor's company, or changes one (sent whole, with its id):
 * a name the user's other rules do not have (name_taken), the period, the date of acquisition and
 * the days. Nothing changed → no_changes_to_save. Answers the rule with its figures.
 */
@Injectable()
export class SaveEntitlementUseCase {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly org: OrgDirectory,
    private readonly figures: EntitlementsPresenter,
  ) {}

  async execute(actor: Actor, input: SaveEntitlementInput, meta: MessageMeta): Promise<VacationEntitlementView> {
    if (!(await this.org.isCompanyUser(actor.companyId, input.user_id, meta))) throw new NotFoundError();

    let id: number;
    try {
      id = await this.entitlements.transaction(async (em) => {
        await this.entitlements.lockUserVacation(em, actor.companyId, input.user_id);
        if (input.id === null) return (await this.entitlements.insert(em, actor.companyId, input.user_id, input, actor.userId)).id;
        const rule = await this.entitlements.lock(em, actor.companyId, input.user_id, input.id);
        if (!rule) throw new NotFoundError();
        if (sameAs(rule, input)) throw new DomainError(ENTITLEMENT_ERRORS.noChanges, 422);
        await this.entitlements.update(em, actor.companyId, input.user_id, rule.id, input, actor.userId);
        return rule.id;
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_vacation_entitlements_user_name')) throw new ValidationFailedError({ name: [ENTITLEMENT_ERRORS.nameTaken] });
      throw err;
    }
    const saved = (await this.figures.forUser(actor.companyId, input.user_id)).find((e) => e.id === id);
    if (!saved) throw new NotFoundError();
    return saved;
  }
}
