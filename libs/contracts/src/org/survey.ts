import { z } from 'zod';
import { optionalId, requiredOption, requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';

const YES_NO = ['yes', 'no'] as const;

/**
 * The nine-question survey: answers 1–5 free text (at most 250 characters), 6–9 yes or no. The
 * gateway sends the signed-in user's ids, whatever the form said; org checks them against the actor.
 */
export const SurveyRequest = z.object({
  user_id: optionalId().meta({ description: 'Ignored: the signed-in user' }),
  role_id: optionalId().meta({ description: 'Ignored: the signed-in user’s role' }),
  first_answer: requiredText(),
  second_answer: requiredText(),
  third_answer: requiredText(),
  fourth_answer: requiredText(),
  fifth_answer: requiredText(),
  sixth_answer: requiredOption(YES_NO),
  seventh_answer: requiredOption(YES_NO),
  eighth_answer: requiredOption(YES_NO),
  ninth_answer: requiredOption(YES_NO),
});
export type SurveyRequest = z.input<typeof SurveyRequest>;

export const SUBMIT_SURVEY = rpcMessage<{ survey: 1 }>()('org.survey.submit', SurveyRequest);
