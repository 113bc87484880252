import { APPROVAL_STEPS, type ApprovalStep } from './absence-requests';

/*
 * The `detail` of an absence request's audit entries that the absence service writes and the web
 * shows in the reader's language: the one home of its shape. A stored detail stays as it was
 * written; the web reads the step (and the holder a substitute acted for) out of it, and shows any
 * other detail (a decline's reason) as written.
 */

/** The detail of a request approved on submission because its chain had no step. */
export const NO_APPROVAL_STEP_DETAIL = 'no_approval_step';

/** A decided step, and whom a substitute decided it for. */
export interface AuditStep {
  step: ApprovalStep;
  /** The step's holder, when a substitute decided it. */
  forHolder?: string;
}

const stepText = ({ step, forHolder }: AuditStep): string => (forHolder ? `${step}; for ${forHolder}` : step);

/** An approval's detail: its step ("team_lead", or "team_lead; for Ana Petrova" from a substitute). */
export const approvalDetail = (step: AuditStep): string => stepText(step);

/** A decline's detail: its reason, and when a substitute declined, the step in brackets. */
export const declineDetail = (reason: string, step: AuditStep): string => (step.forHolder ? `${reason} (${stepText(step)})` : reason);

const STEP = `(${APPROVAL_STEPS.join('|')})`;
const APPROVED = new RegExp(`^${STEP}(?:; for (.+))?$`);
const DECLINED_SUFFIX = new RegExp(` \\(${STEP}; for (.+)\\)$`);

/** What an audit entry's detail says: a step (approvals), a reason with the step (a substitute's decline), no step, or text as written. */
export type ParsedAuditDetail =
  | { kind: 'step'; step: AuditStep }
  | { kind: 'reason'; reason: string; step?: AuditStep }
  | { kind: 'noStep' }
  | { kind: 'text'; text: string };

export function parseAuditDetail(action: string, detail: string): ParsedAuditDetail {
  if (detail === NO_APPROVAL_STEP_DETAIL) return { kind: 'noStep' };
  if (action === 'approved') {
    const m = APPROVED.exec(detail);
    if (m) return { kind: 'step', step: { step: m[1] as ApprovalStep, ...(m[2] ? { forHolder: m[2] } : {}) } };
  }
  if (action === 'declined') {
    const m = DECLINED_SUFFIX.exec(detail);
    return m ? { kind: 'reason', reason: detail.slice(0, m.index), step: { step: m[1] as ApprovalStep, forHolder: m[2] } } : { kind: 'reason', reason: detail };
  }
  return { kind: 'text', text: detail };
}
