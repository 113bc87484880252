import i18n from '../../i18n';
import { auditDetailText } from './auditDetail';

describe("an audit entry's detail in the reader's language", () => {
  const en = i18n.getFixedT('en', 'absences');
  const mk = i18n.getFixedT('mk', 'absences');

  it('names the approval step, and whom a substitute acted for', () => {
    expect(auditDetailText({ action: 'approved', detail: 'team_lead' }, en)).toBe('Team Lead');
    expect(auditDetailText({ action: 'approved', detail: 'human_resources' }, mk)).toBe('Човечки ресурси');
    expect(auditDetailText({ action: 'approved', detail: 'department_manager; for Ana Petrova' }, en)).toBe('Department Manager, on behalf of Ana Petrova');
    expect(auditDetailText({ action: 'approved', detail: 'no_approval_step' }, en)).toBe('No approval was needed.');
  });

  it("keeps a decline's reason as written, translating only the step a substitute acted for", () => {
    expect(auditDetailText({ action: 'declined', detail: 'Too many people away' }, en)).toBe('Too many people away');
    expect(auditDetailText({ action: 'declined', detail: 'Busy week (team_lead; for Ana Petrova)' }, mk)).toBe('Busy week (Раководител на тим, во име на Ana Petrova)');
  });

  it('shows other details as they are, and nothing for none', () => {
    expect(auditDetailText({ action: 'days_recomputed', detail: '5 → 4' }, en)).toBe('5 → 4');
    expect(auditDetailText({ action: 'submitted', detail: null }, en)).toBeNull();
  });
});
