import { scopeCovers, scopeKey } from './export-scope';

describe('who reads an export', () => {
  it('is scoped as its maker was: team lead → team, department manager → department, HR and managers → company, a team member → themselves', () => {
    expect(scopeKey(6, { department_id: 2, team_id: 3 }, 40)).toBe('team:3');
    expect(scopeKey(7, { department_id: 2, team_id: 3 }, 40)).toBe('department:2');
    for (const role of [1, 2, 3, 8]) expect(scopeKey(role, { department_id: 2, team_id: 3 }, 40)).toBe('company');
    expect(scopeKey(4, { department_id: 2, team_id: 3 }, 40)).toBe('user:40');
  });

  it('is readable in that scope or by the whole company, never by another team or department', () => {
    expect(scopeCovers('team:3', 'team:3')).toBe(true);
    expect(scopeCovers('company', 'team:3')).toBe(true);
    expect(scopeCovers('team:4', 'team:3')).toBe(false);
    expect(scopeCovers('department:2', 'company')).toBe(false);
    expect(scopeCovers('user:41', 'user:40')).toBe(false);
    expect(scopeCovers('team:3', 'user:40')).toBe(false);
    expect(scopeCovers('company', 'user:40')).toBe(true);
  });
});
