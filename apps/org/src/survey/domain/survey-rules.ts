import type { Parsed } from '@presently/domain';
import { FieldChecker } from '@presently/validation';

export type YesNo = 'yes' | 'no';

export const SURVEY_TEXT_FIELDS = ['first_answer', 'second_answer', 'third_answer', 'fourth_answer', 'fifth_answer'] as const;
export const SURVEY_YES_NO_FIELDS = ['sixth_answer', 'seventh_answer', 'eighth_answer', 'ninth_answer'] as const;
export const SURVEY_MAX_CHARACTERS = 250;

export type SurveyAnswers = Record<(typeof SURVEY_TEXT_FIELDS)[number], string> & Record<(typeof SURVEY_YES_NO_FIELDS)[number], YesNo>;

/** Who the survey is for, as the payload names them (the use case compares with the actor). */
export function parseSurveyRespondent(payload: unknown): Parsed<{ user_id: number; role_id: number }> {
  const c = new FieldChecker(payload);
  const user_id = c.id('user_id');
  const role_id = c.id('role_id');
  if (!c.ok || user_id === undefined || role_id === undefined) return { ok: false, errors: c.result };
  return { ok: true, value: { user_id, role_id } };
}

/**
 * The nine answers: 1–5 free text, non-blank and at most 250 characters (trimmed); 6–9 'yes' or 'no'.
 * Every broken rule is reported at once, keyed by the field.
 */
export function parseSurveyAnswers(payload: unknown): Parsed<SurveyAnswers> {
  const c = new FieldChecker(payload);
  const answers: Partial<Record<string, string>> = {};
  for (const field of SURVEY_TEXT_FIELDS) answers[field] = c.text(field, SURVEY_MAX_CHARACTERS);
  for (const field of SURVEY_YES_NO_FIELDS) answers[field] = c.oneOf<YesNo>(field, ['yes', 'no']);
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: answers as SurveyAnswers };
}
