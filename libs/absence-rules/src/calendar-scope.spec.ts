import { calendarScope, inCalendarScope } from './calendar-scope';

const viewer = (roleId: number, extra: Partial<Parameters<typeof calendarScope>[0]> = {}) =>
  calendarScope({ userId: 10, roleId, teamId: 3, ledTeamIds: [], managedDepartmentIds: [], ...extra });
const person = (userId: number, teamId: number | null, departmentId: number | null) => ({ userId, teamId, departmentId });

describe('who a calendar shows (calendarScope)', () => {
  it.each([1, 2, 3, 8])('role %i sees the whole company', (role) => {
    const scope = viewer(role);
    expect(scope.kind).toBe('company');
    expect(inCalendarScope(scope, person(99, 42, 7))).toBe(true);
  });

  it('a team lead sees the teams they lead and themselves, not another team', () => {
    const scope = viewer(6, { ledTeamIds: [5, 6] });
    expect(scope.kind).toBe('team');
    expect(inCalendarScope(scope, person(20, 5, 1))).toBe(true);
    expect(inCalendarScope(scope, person(21, 6, 2))).toBe(true);
    expect(inCalendarScope(scope, person(10, 3, 1))).toBe(true);
    expect(inCalendarScope(scope, person(22, 7, 1))).toBe(false);
  });

  it('a department manager sees the departments they manage, whatever the team', () => {
    const scope = viewer(7, { managedDepartmentIds: [2] });
    expect(scope.kind).toBe('department');
    expect(inCalendarScope(scope, person(30, 9, 2))).toBe(true);
    expect(inCalendarScope(scope, person(31, 9, 4))).toBe(false);
  });

  it('a team member sees their own team; an employee (role 5) only themselves', () => {
    const member = viewer(4);
    expect(inCalendarScope(member, person(40, 3, 1))).toBe(true);
    expect(inCalendarScope(member, person(41, 4, 1))).toBe(false);
    const employee = viewer(5);
    expect(employee.kind).toBe('self');
    expect(inCalendarScope(employee, person(40, 3, 1))).toBe(false);
    expect(inCalendarScope(employee, person(10, 3, 1))).toBe(true);
  });

  it('a team member without a team sees only themselves', () => {
    expect(viewer(4, { teamId: null }).kind).toBe('self');
  });
});
