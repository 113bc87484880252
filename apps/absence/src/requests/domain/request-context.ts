import type { AbsenceContext, AbsenceMailRecipient } from '@presently/contracts';
import { type ApprovalSetting, approverEmailed, type EmailSwitches, type ResolvedStep, type StepHolders, type WorkCalendar } from '@presently/absence-rules';

/** Roles that see a whole company's absences (8, the Chairman, has the general manager's access), and those that may ask for someone else. */
export const COMPANY_WIDE_ROLES: readonly number[] = [1, 2, 3, 8];
export const MAY_REQUEST_FOR_OTHERS: readonly number[] = [1, 3];
export const HR_ROLE = 3;

export function calendarOf(context: AbsenceContext, restDays: string[]): WorkCalendar {
  return {
    workDays: context.work_days,
    holidays: context.holidays,
    nationalityId: context.user.nationality_id,
    religionId: context.user.religion_id,
    restDays,
  };
}

export function approvalSetting(context: AbsenceContext): ApprovalSetting {
  const c = context.company;
  return { team_lead: c.approval_team_lead, department_manager: c.approval_department_manager, human_resources: c.approval_human_resources, general_manager: c.approval_general_manager };
}

export function holdersOf(context: AbsenceContext): StepHolders {
  return context.holders;
}

export function emailSwitches(context: AbsenceContext): EmailSwitches {
  const c = context.company;
  return { disableEmailsGeneralManager: c.disable_emails_general_manager, disableEmailsDepartmentManager: c.disable_emails_department_manager, disableEmailsChairman: c.disable_emails_chairman };
}

/** A stored step as the e-mail switches read it. */
export interface StoredStep {
  step: ResolvedStep['step'];
  holderUserId: number;
  holderName: string;
  holderEmail: string;
  holderLang: 'en' | 'mk' | 'bg';
  holderRoleId: number;
}

/** The next approver, unless the company switched e-mails off for their role. */
export function nextApproverRecipient(step: StoredStep, switches: EmailSwitches): AbsenceMailRecipient[] {
  const resolved: ResolvedStep = {
    step: step.step,
    holder: { user_id: step.holderUserId, full_name: step.holderName, email: step.holderEmail, lang: step.holderLang, role_id: step.holderRoleId },
  };
  if (!approverEmailed(resolved, switches)) return [];
  return [{ user_id: step.holderUserId, email: step.holderEmail, full_name: step.holderName, lang: step.holderLang, reason: 'next_approver' }];
}

export function requesterRecipient(r: { userId: number; userEmail: string | null; userName: string; userLang: 'en' | 'mk' | 'bg' }): AbsenceMailRecipient[] {
  return r.userEmail ? [{ user_id: r.userId, email: r.userEmail, full_name: r.userName, lang: r.userLang, reason: 'requester' }] : [];
}

/** A running substitute as the e-mails need them. */
export interface SubstituteContact {
  userId: number;
  substituteUserId: number;
  substituteName: string;
  substituteEmail: string | null;
  substituteLang: 'en' | 'mk' | 'bg' | null;
}

/**
 * The approvers told that a request waits for them, and beside each the substitute standing in for
 * them today (reason `substitute`, naming the holder): the substitute may decide the step, so they
 * are asked too. Only those already e-mailed get a substitute (the company's switches still apply).
 */
export function withSubstitutes(recipients: AbsenceMailRecipient[], running: readonly SubstituteContact[]): AbsenceMailRecipient[] {
  const out = [...recipients];
  for (const r of recipients) {
    if (r.reason !== 'next_approver') continue;
    const s = running.find((x) => x.userId === r.user_id);
    if (!s?.substituteEmail) continue;
    out.push({ user_id: s.substituteUserId, email: s.substituteEmail, full_name: s.substituteName, lang: s.substituteLang ?? r.lang, reason: 'substitute', on_behalf_of: r.full_name });
  }
  return out;
}
