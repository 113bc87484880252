import type { FieldChecker } from '@presently/validation';

/** Why a department, team or list entry cannot be changed or deleted. */
export const UNIT_ERRORS = {
  defaultCannotChange: 'default_cannot_change',
  hasMembers: 'has_members',
  hasTeams: 'has_teams',
  inUse: 'in_use',
  hasDevices: 'has_devices',
  pendingRequestsFirst: 'pending_requests_first',
} as const;

/** A name of a unit or list entry: required, trimmed, at most 255 characters, inner runs of spaces made one. */
export function unitName(c: FieldChecker, field = 'name'): string | undefined {
  const name = c.text(field, 255);
  return name === undefined ? undefined : name.replace(/\s+/g, ' ');
}
