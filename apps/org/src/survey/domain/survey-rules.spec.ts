import { parseSurveyAnswers, parseSurveyRespondent } from './survey-rules';

const valid = {
  user_id: 3,
  role_id: 4,
  first_answer: 'Good',
  second_answer: 'Fast',
  third_answer: 'Clear',
  fourth_answer: 'More reports',
  fifth_answer: 'Nothing',
  sixth_answer: 'yes',
  seventh_answer: 'no',
  eighth_answer: 'yes',
  ninth_answer: 'no',
};

describe('survey rules', () => {
  it('accepts nine answers, trimming the free texts', () => {
    const parsed = parseSurveyAnswers({ ...valid, first_answer: '  Good  ' });
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ first_answer: 'Good', sixth_answer: 'yes', ninth_answer: 'no' }) });
  });

  it('requires non-blank texts for answers 1–5', () => {
    const parsed = parseSurveyAnswers({ ...valid, first_answer: '   ', third_answer: undefined, fifth_answer: 12 });
    expect(parsed).toEqual({
      ok: false,
      errors: { first_answer: ['field_required'], third_answer: ['field_required'], fifth_answer: ['field_required'] },
    });
  });

  it('allows 250 characters and refuses 251 (counted as characters, Cyrillic and emoji included)', () => {
    expect(parseSurveyAnswers({ ...valid, second_answer: 'ж'.repeat(250) }).ok).toBe(true);
    expect(parseSurveyAnswers({ ...valid, second_answer: '😀'.repeat(250) }).ok).toBe(true);
    expect(parseSurveyAnswers({ ...valid, second_answer: 'a'.repeat(251) })).toEqual({ ok: false, errors: { second_answer: ['max_250_characters'] } });
  });

  it('takes only yes or no for answers 6–9', () => {
    expect(parseSurveyAnswers({ ...valid, sixth_answer: 'maybe', seventh_answer: 'YES', eighth_answer: true, ninth_answer: undefined })).toEqual({
      ok: false,
      errors: {
        sixth_answer: ['invalid_option'],
        seventh_answer: ['invalid_option'],
        eighth_answer: ['invalid_option'],
        ninth_answer: ['field_required'],
      },
    });
  });

  it('reads the respondent as positive integer ids', () => {
    expect(parseSurveyRespondent(valid)).toEqual({ ok: true, value: { user_id: 3, role_id: 4 } });
    expect(parseSurveyRespondent({ user_id: '3', role_id: 0 })).toEqual({ ok: false, errors: { user_id: ['invalid_option'], role_id: ['invalid_option'] } });
    expect(parseSurveyRespondent(null)).toEqual({ ok: false, errors: { user_id: ['field_required'], role_id: ['field_required'] } });
  });
});
