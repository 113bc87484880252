import type { Department as DepartmentDto } from '@presently/contracts';
import type { Department } from './entities/department.entity';

export const toDepartmentDto = (d: Department, memberCount: number): DepartmentDto => ({
  id: d.id,
  name: d.name,
  manager_user_id: d.managerUserId,
  is_default: d.isDefault,
  member_count: memberCount,
});
