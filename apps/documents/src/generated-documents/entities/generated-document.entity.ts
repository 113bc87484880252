import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind, GeneratedDocumentStatus, Lang } from '@presently/contracts';
import type { DocumentSource } from '../domain/document-source';

/**
 * The document of one approved absence. The row is also its
 * generation job: `pending` until a runner fills the template, retried with back-off, `failed` after
 * the last attempt (shown to HR, who can regenerate). The number is taken with the first content;
 * regenerating keeps it.
 */
@Entity({ name: 'generated_documents' })
export class GeneratedDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'absence_request_id' })
  absenceRequestId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('text', { name: 'employee_name' })
  employeeName!: string;

  @Column('text')
  kind!: DocumentKind;

  /** The document's language: null until the first generation takes the employee's own (auth), else the company's. */
  @Column('text', { nullable: true })
  language!: Lang | null;

  @Column('timestamptz', { name: 'approved_at' })
  approvedAt!: Date;

  /** Year, number and date are set with the first content, in one transaction (no gaps). */
  @Column('integer', { nullable: true })
  year!: number | null;

  @Column('integer', { nullable: true })
  number!: number | null;

  @Column('date', { name: 'issued_on', nullable: true })
  issuedOn!: string | null;

  /** What the approval event said about the request: the job needs nothing else from the event. */
  @Column('jsonb')
  source!: DocumentSource;

  @Column('text')
  status!: GeneratedDocumentStatus;

  @Column('integer')
  attempts!: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt!: Date;

  @Column('text', { name: 'last_error', nullable: true })
  lastError!: string | null;

  @Column('bytea', { nullable: true, select: false })
  content!: Buffer | null;

  @Column('timestamptz', { name: 'generated_at', nullable: true })
  generatedAt!: Date | null;

  /** When its absence's cancellation became final (status `void`): the document and its number are kept. */
  @Column('timestamptz', { name: 'voided_at', nullable: true })
  voidedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
