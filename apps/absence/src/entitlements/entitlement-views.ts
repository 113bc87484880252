import type { VacationEntitlement } from '@presently/contracts';
import type { Usage } from './domain/entitlement-usage';
import type { VacationEntitlementRow } from './entities/vacation-entitlement.entity';

export const toEntitlementView = (row: VacationEntitlementRow, usage: Usage = { used: 0, pending: 0 }): VacationEntitlement => ({
  id: row.id,
  user_id: row.userId,
  name: row.name,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  acquired_on: row.acquiredOn,
  days: row.days,
  used_days: usage.used,
  pending_days: usage.pending,
  unused_days: row.days - usage.used - usage.pending,
});
