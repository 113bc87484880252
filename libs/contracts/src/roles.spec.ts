import { effectiveRoleId, ROLE, ROLES } from './roles';

describe('roles', () => {
  it('numbers the eight roles as ARCHITECTURE.md maps them', () => {
    expect(ROLES.map((r) => `${r.id}:${r.code}`)).toEqual([
      '1:sysadmin',
      '2:manager',
      '3:administration',
      '4:teammember',
      '5:employee',
      '6:teamlead',
      '7:deplead',
      '8:owner',
    ]);
  });

  it('gives the chairman the general manager’s access and leaves other roles alone', () => {
    expect(effectiveRoleId(ROLE.CHAIRMAN)).toBe(ROLE.GENERAL_MANAGER);
    for (const id of [1, 2, 3, 4, 5, 6, 7]) expect(effectiveRoleId(id)).toBe(id);
  });
});
