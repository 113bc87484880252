import { approvalDetail, declineDetail, NO_APPROVAL_STEP_DETAIL, parseAuditDetail } from './audit-details';

describe('absence audit details', () => {
  it('reads back the step of an approval, and whom a substitute approved for', () => {
    expect(parseAuditDetail('approved', approvalDetail({ step: 'team_lead' }))).toEqual({ kind: 'step', step: { step: 'team_lead' } });
    expect(parseAuditDetail('approved', approvalDetail({ step: 'human_resources', forHolder: 'Ana Petrova; Jr.' }))).toEqual({
      kind: 'step',
      step: { step: 'human_resources', forHolder: 'Ana Petrova; Jr.' },
    });
  });

  it('keeps a decline reason as written, with the step in brackets only from a substitute', () => {
    expect(declineDetail('Too many away (that week)', { step: 'team_lead' })).toBe('Too many away (that week)');
    expect(parseAuditDetail('declined', declineDetail('Too many away (that week)', { step: 'team_lead' }))).toEqual({ kind: 'reason', reason: 'Too many away (that week)' });
    expect(parseAuditDetail('declined', declineDetail('Overlap', { step: 'department_manager', forHolder: 'Marko' }))).toEqual({
      kind: 'reason',
      reason: 'Overlap',
      step: { step: 'department_manager', forHolder: 'Marko' },
    });
  });

  it('tells a request approved without a step, and leaves other details as text', () => {
    expect(parseAuditDetail('approved', NO_APPROVAL_STEP_DETAIL)).toEqual({ kind: 'noStep' });
    expect(parseAuditDetail('days_recomputed', '5 → 4')).toEqual({ kind: 'text', text: '5 → 4' });
    expect(parseAuditDetail('approved', 'team_leader')).toEqual({ kind: 'text', text: 'team_leader' });
  });
});
