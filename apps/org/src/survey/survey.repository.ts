import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SurveyAnswer } from './entities/survey-answer.entity';

@Injectable()
export class SurveyRepository {
  async existsForUser(em: EntityManager, userId: number): Promise<boolean> {
    return em.exists(SurveyAnswer, { where: { userId } });
  }

  async insert(em: EntityManager, answer: Omit<SurveyAnswer, 'id' | 'submittedAt'>): Promise<void> {
    await em.insert(SurveyAnswer, answer);
  }
}
