import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, SurveyRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, ForbiddenError, NotFoundError } from '@presently/messaging';
import { readRequest } from '@presently/validation';
import { UsersRepository } from '../../../user-records/users.repository';
import { parseSurveyAnswers, parseSurveyRespondent } from '../../domain/survey-rules';
import { SurveyRepository } from '../../survey.repository';

export const SURVEY_ALREADY_SUBMITTED = 'survey_already_submitted';

/**
 * The nine-question survey, once per user: only for oneself (user and role must be the actor's),
 * answers checked, stored with the user's survey flag set to 1 in one transaction.
 */
@Injectable()
export class SubmitSurveyUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly survey: SurveyRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ survey: 1 }> {
    // Whose answers first: answers for somebody else are refused (403) whatever they say.
    const respondent = readRequest(SurveyRequest.pick({ user_id: true, role_id: true }), payload, parseSurveyRespondent);
    if (respondent.user_id !== actor.userId || respondent.role_id !== actor.roleId) throw new ForbiddenError();
    const a = readRequest(SurveyRequest, payload, parseSurveyAnswers);

    try {
      await this.dataSource.transaction(async (em) => {
        const user = await this.users.lockInCompany(em, actor.companyId, actor.userId);
        if (!user) throw new NotFoundError();
        if (user.survey === 1 || (await this.survey.existsForUser(em, user.id))) throw new DomainError(SURVEY_ALREADY_SUBMITTED, 409);
        await this.survey.insert(em, {
          companyId: user.companyId,
          userId: user.id,
          roleId: actor.roleId,
          firstAnswer: a.first_answer,
          secondAnswer: a.second_answer,
          thirdAnswer: a.third_answer,
          fourthAnswer: a.fourth_answer,
          fifthAnswer: a.fifth_answer,
          sixthAnswer: a.sixth_answer,
          seventhAnswer: a.seventh_answer,
          eighthAnswer: a.eighth_answer,
          ninthAnswer: a.ninth_answer,
        });
        await this.users.markSurveySubmitted(em, user.companyId, user.id);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_survey_answers_user')) throw new DomainError(SURVEY_ALREADY_SUBMITTED, 409);
      throw err;
    }
    return { survey: 1 };
  }
}
