import { ROLES } from '@presently/contracts';
import { avatarUrl } from './domain/user-defaults';
import type { User } from './entities/user.entity';

/** The role's id and name as ROLES has them (an unknown id keeps its number and an empty name). */
export const roleOf = (roleId: number): { id: number; name: string } => ({
  id: roleId,
  name: ROLES.find((r) => r.id === roleId)?.name ?? '',
});

export const avatarUrlOf = (user: User): string | null => avatarUrl(user.id, user.avatarMime !== null);
