import type { MonthClosure as MonthClosureDto, MonthClosureAuditEntry } from '@presently/contracts';
import type { MonthClosureAudit } from './entities/month-closure-audit.entity';
import type { MonthClosure } from './entities/month-closure.entity';

export const toMonthClosureDto = (c: MonthClosure, departmentNames: Map<number, string>): MonthClosureDto => ({
  id: c.id,
  month: c.month,
  department_id: c.departmentId,
  department_name: c.departmentId === null ? null : (departmentNames.get(c.departmentId) ?? null),
  closed_at: c.closedAt.toISOString(),
  closed_by_user_id: c.closedByUserId,
  closed_by_name: c.closedByName,
  reason: c.reason,
});

export const toMonthClosureAuditDto = (a: MonthClosureAudit, departmentNames: Map<number, string>): MonthClosureAuditEntry => ({
  id: a.id,
  month: a.month,
  department_id: a.departmentId,
  department_name: a.departmentId === null ? null : (departmentNames.get(a.departmentId) ?? null),
  action: a.action,
  actor_user_id: a.actorUserId,
  actor_name: a.actorName,
  reason: a.reason,
  at: a.at.toISOString(),
});
