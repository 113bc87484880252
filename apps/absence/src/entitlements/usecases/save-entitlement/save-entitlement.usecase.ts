import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, VacationEntitlement } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { ENTITLEMENT_ERRORS, type EntitlementInput, parseSaveEntitlement } from '../../domain/entitlement-input';
import type { VacationEntitlementRow } from '../../entities/vacation-entitlement.entity';
import { EntitlementFigures } from '../../entitlement-figures';
import { assertMayAdminister } from '../../entitlement-guards';
import { EntitlementsRepository } from '../../entitlements.repository';
import { OrgDirectory } from '../../org-directory.client';

const sameAs = (row: VacationEntitlementRow, input: EntitlementInput): boolean =>
  row.name === input.name && row.validFrom === input.valid_from && row.validTo === input.valid_to && row.acquiredOn === input.acquired_on && row.days === input.days;

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
    private readonly figures: EntitlementFigures,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<VacationEntitlement> {
    assertMayAdminister(actor);
    const parsed = parseSaveEntitlement(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const input = parsed.value;
    if (!(await this.org.isCompanyUser(actor.companyId, input.user_id, meta))) throw new NotFoundError();

    let id: number;
    try {
      id = await this.entitlements.transaction(async (em) => {
        await this.entitlements.lockUserVacation(em, actor.companyId, input.user_id);
        if (input.id === null) return (await this.entitlements.insert(em, actor.companyId, input.user_id, input, actor.userId)).id;
        const row = await this.entitlements.lock(em, actor.companyId, input.user_id, input.id);
        if (!row) throw new NotFoundError();
        if (sameAs(row, input)) throw new DomainError(ENTITLEMENT_ERRORS.noChanges, 422);
        await this.entitlements.update(em, actor.companyId, input.user_id, row.id, input, actor.userId);
        return row.id;
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
