import { Injectable } from '@nestjs/common';
import type { VacationEntitlement } from '@presently/contracts';
import type { EntityManager } from 'typeorm';
import { allocateUsage } from './domain/entitlement-usage';
import { toEntitlementView } from './entitlement-views';
import { EntitlementsRepository } from './entitlements.repository';

/** A user's rules as the screens show them: each with the days the vacation requests use of it (domain/entitlement-usage). */
@Injectable()
export class EntitlementFigures {
  constructor(private readonly entitlements: EntitlementsRepository) {}

  async forUser(companyId: number, userId: number, em?: EntityManager): Promise<VacationEntitlement[]> {
    const rows = await this.entitlements.listForUser(companyId, userId, em);
    const uses = await this.entitlements.vacationUses(companyId, userId, em);
    const usage = allocateUsage(rows, uses);
    return rows.map((row) => toEntitlementView(row, usage.get(row.id)));
  }
}
