import { OptionalId, RequiredOption, RequiredText } from '../../validation/field.decorators';

const YES_NO = ['yes', 'no'] as const;
type YesNo = (typeof YES_NO)[number];

/** The nine-question survey. user_id and role_id are accepted as the web sends them, but the session decides. */
export class SurveyDto {
  @OptionalId('Ignored: the signed-in user') user_id?: number;
  @OptionalId('Ignored: the signed-in user’s role') role_id?: number;

  @RequiredText() first_answer!: string;
  @RequiredText() second_answer!: string;
  @RequiredText() third_answer!: string;
  @RequiredText() fourth_answer!: string;
  @RequiredText() fifth_answer!: string;
  @RequiredOption(YES_NO) sixth_answer!: YesNo;
  @RequiredOption(YES_NO) seventh_answer!: YesNo;
  @RequiredOption(YES_NO) eighth_answer!: YesNo;
  @RequiredOption(YES_NO) ninth_answer!: YesNo;
}
