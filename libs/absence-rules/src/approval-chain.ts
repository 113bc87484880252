import { APPROVAL_STEPS, type ApprovalStep } from '@presently/contracts';

/** Someone who may hold a step, with what the e-mail to them needs. */
export interface StepHolder {
  user_id: number;
  full_name: string;
  email: string;
  lang: 'en' | 'mk' | 'bg';
  role_id: number;
}

/** The company setting "who approves absences": which steps apply. */
export type ApprovalSetting = Record<ApprovalStep, boolean>;

/** Who holds each step for one requester; HR may be several people. */
export interface StepHolders {
  team_lead: StepHolder | null;
  department_manager: StepHolder | null;
  human_resources: StepHolder[];
  general_manager: StepHolder | null;
}

export interface ResolvedStep {
  step: ApprovalStep;
  holder: StepHolder;
}

/**
 * The chain of one request, resolved when it is submitted and stored with it, so later changes in
 * org never rewrite a request in flight. Steps come in the spec's order, those the company setting
 * turns on; a step is skipped when nobody holds it, when the requester holds it (HR: is one of the HR
 * people), or when its holder already decides an earlier step (one person decides once). HR is held
 * by the HR person with the lowest id. An empty chain means the request is approved at once.
 */
export function resolveChain(setting: ApprovalSetting, holders: StepHolders, requesterId: number): ResolvedStep[] {
  const chain: ResolvedStep[] = [];
  for (const step of APPROVAL_STEPS) {
    if (!setting[step]) continue;
    let holder: StepHolder | null;
    if (step === 'human_resources') {
      const hr = [...holders.human_resources].sort((a, b) => a.user_id - b.user_id);
      holder = hr.some((h) => h.user_id === requesterId) ? null : (hr[0] ?? null);
    } else {
      holder = holders[step];
    }
    if (!holder || holder.user_id === requesterId) continue;
    if (chain.some((s) => s.holder.user_id === holder.user_id)) continue;
    chain.push({ step, holder });
  }
  return chain;
}

/** E-mail switches of the company: the next approver is not told when their role's e-mails are off. */
export interface EmailSwitches {
  disableEmailsGeneralManager: boolean;
  disableEmailsDepartmentManager: boolean;
  disableEmailsChairman: boolean;
}

/** The Chairman (owner) has a role id of its own (8) with the general manager's access. */
const CHAIRMAN_ROLE = 8;

export function approverEmailed(step: ResolvedStep, switches: EmailSwitches): boolean {
  if (step.step === 'department_manager') return !switches.disableEmailsDepartmentManager;
  if (step.step === 'general_manager') return step.holder.role_id === CHAIRMAN_ROLE ? !switches.disableEmailsChairman : !switches.disableEmailsGeneralManager;
  return true;
}

/** A step a company set for one absence type: needed from this many requested days on (0: always). */
export interface TypeStepRule {
  step: ApprovalStep;
  fromDays: number;
}

/**
 * Chains by type and length: a type the company configured takes exactly its listed steps, each from
 * its number of requested days (e.g. sick leave → HR only; vacation → the general manager only from 6
 * days); a type it did not configure (no rules) keeps the company's single "who approves" setting.
 */
export function settingFor(base: ApprovalSetting, typeRules: readonly TypeStepRule[], requestedDays: number): ApprovalSetting {
  if (typeRules.length === 0) return base;
  const setting: ApprovalSetting = { team_lead: false, department_manager: false, human_resources: false, general_manager: false };
  for (const rule of typeRules) if (requestedDays >= rule.fromDays) setting[rule.step] = true;
  return setting;
}
