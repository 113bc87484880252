import { inScope, mayEdit, mayEditOwn, mayOpenTeamScreens, mayUsePersonalPresence, scopeFilter, scopeOf } from './scope';

const lead = { teamId: 10, departmentId: 20 };
const person = (userId: number, teamId: number | null, departmentId: number | null) => ({ userId, teamId, departmentId });

describe('scopes of the managers screens', () => {
  it('gives roles 1, 2, 3, 8 the company, 7 the department, 6 the team, others themselves', () => {
    for (const role of [1, 2, 3, 8]) expect(scopeOf(role, lead)).toEqual({ kind: 'company' });
    expect(scopeOf(7, lead)).toEqual({ kind: 'department', departmentId: 20 });
    expect(scopeOf(6, lead)).toEqual({ kind: 'team', teamId: 10 });
    expect(scopeOf(4, lead)).toEqual({ kind: 'self' });
    expect(scopeOf(5, lead)).toEqual({ kind: 'self' });
  });

  it('tells who is in a scope; everyone is in their own', () => {
    expect(inScope({ kind: 'team', teamId: 10 }, 1, person(2, 10, 99))).toBe(true);
    expect(inScope({ kind: 'team', teamId: 10 }, 1, person(2, 11, 20))).toBe(false);
    expect(inScope({ kind: 'team', teamId: null }, 1, person(2, null, null))).toBe(false);
    expect(inScope({ kind: 'department', departmentId: 20 }, 1, person(2, 11, 20))).toBe(true);
    expect(inScope({ kind: 'department', departmentId: 20 }, 1, person(2, 10, 21))).toBe(false);
    expect(inScope({ kind: 'self' }, 1, person(1, null, null))).toBe(true);
    expect(inScope({ kind: 'self' }, 1, person(2, null, null))).toBe(false);
    expect(scopeFilter({ kind: 'company' })).toEqual({});
    expect(scopeFilter({ kind: 'team', teamId: null })).toBeNull();
  });

  it('guards the screens and edits by role', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(mayOpenTeamScreens)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(mayUsePersonalPresence)).toEqual([1, 3, 4, 5, 6, 7]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(mayEdit)).toEqual([1, 2, 3, 6, 7, 8]);
    expect(mayEditOwn(3, false)).toBe(true);
    expect(mayEditOwn(6, false)).toBe(false);
    expect(mayEditOwn(7, true)).toBe(true);
  });
});
