import { checkId, FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { unitName } from '../../common/domain/units';

export interface DepartmentInput {
  name?: string;
  manager_user_id?: number;
}

/**
 * A department form (spec section 5: name and manager are required). Creating needs both; an update
 * takes either (fields absent stay as they are) and names the department by department_id.
 */
export function parseDepartmentInput(payload: unknown, mode: 'create' | 'update'): Parsed<DepartmentInput> {
  const c = new FieldChecker(payload);
  const value: DepartmentInput = {};
  if (mode === 'create' || 'name' in c.source) value.name = unitName(c);
  if (mode === 'create' || 'manager_user_id' in c.source) value.manager_user_id = checkId(c, 'manager_user_id');
  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}
