import type { LiveViewer, PresenceRecordChangedEvent } from '@presently/contracts';
import { isRecordChanged, reaches } from './live-scope';

const change = (over: Partial<PresenceRecordChangedEvent> = {}): PresenceRecordChangedEvent => ({
  company_id: 1,
  user_id: 20,
  team_id: 5,
  department_id: 3,
  kind: 'work',
  since: '2026-11-24T08:00:00.000Z',
  at: '2026-11-24T08:00:00.000Z',
  source: 'web',
  ...over,
});
const viewer = (scope: LiveViewer['scope'], over: Partial<LiveViewer> = {}): LiveViewer => ({ company_id: 1, user_id: 10, scope, ...over });

describe('which live boards a presence change reaches', () => {
  it('a team lead sees their team, not another team', () => {
    expect(reaches(viewer({ kind: 'team', team_id: 5 }), change())).toBe(true);
    expect(reaches(viewer({ kind: 'team', team_id: 6 }), change())).toBe(false);
  });

  it('a department manager sees their department', () => {
    expect(reaches(viewer({ kind: 'department', department_id: 3 }), change())).toBe(true);
    expect(reaches(viewer({ kind: 'department', department_id: 4 }), change())).toBe(false);
  });

  it('a lead without a team sees nobody else (a null team is no team)', () => {
    expect(reaches(viewer({ kind: 'team', team_id: null }), change({ team_id: null }))).toBe(false);
  });

  it('the whole company for HR and the managers; never another company', () => {
    expect(reaches(viewer({ kind: 'company' }), change())).toBe(true);
    expect(reaches(viewer({ kind: 'company' }, { company_id: 2 }), change())).toBe(false);
    expect(reaches(viewer({ kind: 'team', team_id: 5 }, { company_id: 2 }), change())).toBe(false);
  });

  it('a team member sees only themselves', () => {
    expect(reaches(viewer({ kind: 'self' }), change())).toBe(false);
    expect(reaches(viewer({ kind: 'self' }, { user_id: 20 }), change())).toBe(true);
  });

  it('reads only messages that carry what the check needs', () => {
    expect(isRecordChanged(change())).toBe(true);
    expect(isRecordChanged({ user_id: 1 })).toBe(false);
    expect(isRecordChanged(null)).toBe(false);
  });
});
