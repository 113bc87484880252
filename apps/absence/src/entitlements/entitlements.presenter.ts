import { Injectable } from '@nestjs/common';
import type { AbsenceRequestStatus, VacationEntitlement as VacationEntitlementView } from '@presently/contracts';
import type { EntityManager } from 'typeorm';
import { AbsenceRequestsRepository } from '../requests/absence-requests.repository';
import { allocateUsage, type Usage, VACATION_ABSENCE_TYPE, type VacationUse } from './domain/entitlement-usage';
import type { VacationEntitlement } from './entities/vacation-entitlement.entity';
import { EntitlementsRepository } from './entitlements.repository';

/** Days drawn from vacation rules: granted (used, also while a cancellation waits) and waiting for approval (pending). */
const DRAWING_STATUSES: readonly AbsenceRequestStatus[] = ['approved', 'pending', 'cancellation_pending'];

const toEntitlementView = (rule: VacationEntitlement, usage: Usage = { used: 0, pending: 0 }): VacationEntitlementView => ({
  id: rule.id,
  user_id: rule.userId,
  name: rule.name,
  valid_from: rule.validFrom,
  valid_to: rule.validTo,
  acquired_on: rule.acquiredOn,
  days: rule.days,
  used_days: usage.used,
  pending_days: usage.pending,
  unused_days: rule.days - usage.used - usage.pending,
});

/** A user's rules as the screens show them: each with the days the vacation requests use of it (domain/entitlement-usage). */
@Injectable()
export class EntitlementsPresenter {
  constructor(
    private readonly entitlements: EntitlementsRepository,
    private readonly requests: AbsenceRequestsRepository,
  ) {}

  async forUser(companyId: number, userId: number, em?: EntityManager): Promise<VacationEntitlementView[]> {
    const rules = await this.entitlements.listForUser(companyId, userId, em);
    const draws = await this.requests.draws(companyId, userId, VACATION_ABSENCE_TYPE, DRAWING_STATUSES, em);
    const uses = draws.map((d): VacationUse => ({ id: d.id, startDate: d.startDate, requestedDays: d.requestedDays, status: d.status === 'pending' ? 'pending' : 'approved' }));
    const usage = allocateUsage(rules, uses);
    return rules.map((rule) => toEntitlementView(rule, usage.get(rule.id)));
  }
}
