import { z } from 'zod';
import { FIELD_KEYS, requiredDate, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';
import type { Lang } from '../envelopes';

/*
 * What absence asks org about one user of a company before it decides on a request (service to
 * service, no actor needed: the company is in the payload). Org answers it; the file lives with
 * absence's messages because absence is its only caller.
 */

export const AbsenceContextRequest = z.object({
  company_id: requiredId(),
  user_id: requiredId(),
  /** The period whose holidays are wanted (both ends included). */
  from: requiredDate(FIELD_KEYS.option),
  to: requiredDate(FIELD_KEYS.option),
  /** Someone filing for the user (HR, an administrator): org answers their name as `actor`, for the request's history. */
  actor_user_id: requiredId().optional(),
});
export type AbsenceContextRequest = z.infer<typeof AbsenceContextRequest>;

/** A person who may receive an absence e-mail or hold an approval step. */
export interface AbsenceContextPerson {
  user_id: number;
  full_name: string;
  email: string;
  /** The company's language: org keeps no per-user language (auth does). */
  lang: Lang;
  role_id: number;
}

export interface AbsenceContextHoliday {
  date: string;
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

export interface AbsenceContext {
  user: AbsenceContextPerson & {
    team_id: number | null;
    department_id: number | null;
    nationality_id: number | null;
    religion_id: number | null;
    status: string;
    logging_disabled: boolean;
    /** Teams the user leads and departments they manage (scope of what they see, and "a lead's own rest days"). */
    led_team_ids: number[];
    managed_department_ids: number[];
    /** Active people of the user's team, the user included (null: no team); team coverage's maximum is a share of it. */
    team_member_count: number | null;
  };
  company: {
    timezone: string;
    country: string | null;
    min_days_before_vacation: number;
    disable_emails_general_manager: boolean;
    disable_emails_department_manager: boolean;
    disable_emails_chairman: boolean;
    approval_team_lead: boolean;
    approval_department_manager: boolean;
    approval_human_resources: boolean;
    approval_general_manager: boolean;
    past_vacation_roles: number[];
    leads_schedule_own_rest_days: boolean;
    hr_absence_limit_date: string | null;
    /** Largest share of a team (percent) absent on one day, null: no maximum; and what happens over it. */
    team_coverage_max_percent: number | null;
    team_coverage_action: 'warn' | 'refuse';
  };
  /** ISO weekdays of the work rules, 1 = Monday … 7 = Sunday. */
  work_days: number[];
  /** Holidays of the period, of every audience. */
  holidays: AbsenceContextHoliday[];
  /** Who holds each approval step for this user (active people only). */
  holders: {
    team_lead: AbsenceContextPerson | null;
    department_manager: AbsenceContextPerson | null;
    human_resources: AbsenceContextPerson[];
    general_manager: AbsenceContextPerson | null;
  };
  /** The `actor_user_id` asked about, when of the company (whatever their status); absent when not asked. */
  actor?: { user_id: number; full_name: string } | null;
}

/** Null when the user is not of the company (or the company does not exist). */
export const GET_ABSENCE_CONTEXT = rpcMessage<AbsenceContext | null>()('org.absence-context.get', AbsenceContextRequest);
