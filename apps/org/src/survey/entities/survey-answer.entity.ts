import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { YesNo } from '../domain/survey-rules';

/** One user's answers to the nine-question satisfaction survey (at most one row per user). */
@Entity({ name: 'survey_answers' })
export class SurveyAnswer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('smallint', { name: 'role_id' })
  roleId!: number;

  @Column('text', { name: 'first_answer' })
  firstAnswer!: string;

  @Column('text', { name: 'second_answer' })
  secondAnswer!: string;

  @Column('text', { name: 'third_answer' })
  thirdAnswer!: string;

  @Column('text', { name: 'fourth_answer' })
  fourthAnswer!: string;

  @Column('text', { name: 'fifth_answer' })
  fifthAnswer!: string;

  @Column('text', { name: 'sixth_answer' })
  sixthAnswer!: YesNo;

  @Column('text', { name: 'seventh_answer' })
  seventhAnswer!: YesNo;

  @Column('text', { name: 'eighth_answer' })
  eighthAnswer!: YesNo;

  @Column('text', { name: 'ninth_answer' })
  ninthAnswer!: YesNo;

  @Column('timestamptz', { name: 'submitted_at', default: () => 'now()' })
  submittedAt!: Date;
}
