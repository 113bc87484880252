import type { SurveyRequest } from '@presently/contracts';
import { Button, Input, Modal, Progress, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleIdOf, type SessionUser, useSubmitSurveyMutation } from '../../app/session';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

/** Spec sections 3 and 9: nine questions, 1–5 free text of at most 250 characters, 6–9 yes or no. */
export const SURVEY_TEXT_MAX = 250;
const ANSWER_FIELDS = [
  'first_answer',
  'second_answer',
  'third_answer',
  'fourth_answer',
  'fifth_answer',
  'sixth_answer',
  'seventh_answer',
  'eighth_answer',
  'ninth_answer',
] as const;
const TEXT_QUESTIONS = 5;
const EMPTY_ANSWERS: readonly string[] = ANSWER_FIELDS.map(() => '');

type Answers = Pick<SurveyRequest, (typeof ANSWER_FIELDS)[number]>;

interface SurveyModalProps {
  open: boolean;
  user: SessionUser;
  /** Closed by the user, or submitted. */
  onClose: () => void;
}

/**
 * The satisfaction survey (spec section 4): one question at a time; Next only with a non-empty answer;
 * Submit on the last. Success sets the user's survey flag (session slice), closes and thanks; a failure
 * is silent. Closing throws the answers away.
 */
export function SurveyModal({ open, user, onClose }: SurveyModalProps) {
  const { t } = useTranslation('account');
  const { message } = useAppApi();
  const [submitSurvey, { isLoading }] = useSubmitSurveyMutation();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<readonly string[]>(EMPTY_ANSWERS);

  const isText = step < TEXT_QUESTIONS;
  const isLast = step === ANSWER_FIELDS.length - 1;
  const answer = answers[step] ?? '';
  const answered = answer.trim().length > 0;

  const setAnswer = (value: string) => setAnswers((all) => all.map((old, index) => (index === step ? value : old)));

  const close = () => {
    setStep(0);
    setAnswers(EMPTY_ANSWERS);
    onClose();
  };

  const submit = async () => {
    const body = Object.fromEntries(ANSWER_FIELDS.map((field, index) => [field, answers[index]?.trim() ?? ''])) as unknown as Answers;
    const result = await submitSurvey({ user_id: user.id, role_id: roleIdOf(user) ?? Number(user.roles[0]?.id), ...body });
    if ('error' in result) return; // silent (spec section 8); the user may try again or close
    close();
    void message.success(t('survey.thanks'));
  };

  return (
    <Modal
      open={open}
      title={t('survey.title')}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={[
        step > 0 && (
          <Button key="back" onClick={() => setStep(step - 1)}>
            {t('survey.back')}
          </Button>
        ),
        isLast ? (
          <Button key="submit" type="primary" disabled={!answered} loading={isLoading} onClick={() => void submit()}>
            {t('survey.submit')}
          </Button>
        ) : (
          <Button key="next" type="primary" disabled={!answered} onClick={() => setStep(step + 1)}>
            {t('survey.next')}
          </Button>
        ),
      ]}
    >
      <div data-testid="survey" data-step={step + 1}>
        <Typography.Paragraph type="secondary">{t('survey.intro')}</Typography.Paragraph>
        <Progress percent={Math.round((step / ANSWER_FIELDS.length) * 100)} showInfo={false} size="small" />
        <Typography.Text type="secondary">{t('survey.progress', { current: step + 1, total: ANSWER_FIELDS.length })}</Typography.Text>
        <Typography.Title level={5} id="survey-question">
          {t(`survey.questions.${step + 1}`)}
        </Typography.Title>
        {isText ? (
          <Input.TextArea
            key={step}
            aria-labelledby="survey-question"
            value={answer}
            maxLength={SURVEY_TEXT_MAX}
            showCount
            rows={4}
            onChange={(event) => setAnswer(event.target.value)}
            autoFocus
          />
        ) : (
          <Radio.Group
            key={step}
            aria-labelledby="survey-question"
            value={answer || undefined}
            onChange={(event) => setAnswer(String(event.target.value))}
            options={[
              { value: 'yes', label: t('survey.yes') },
              { value: 'no', label: t('survey.no') },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
