import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind, Lang } from '@presently/contracts';

/** A company's own template for one kind and language (checked by content when uploaded). */
@Entity({ name: 'document_templates' })
export class DocumentTemplate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text')
  kind!: DocumentKind;

  @Column('text')
  language!: Lang;

  @Column('text')
  name!: string;

  @Column('integer')
  size!: number;

  /** Loaded only when the bytes are needed (`select: false`). */
  @Column('bytea', { select: false })
  content!: Buffer;

  @Column('integer', { name: 'uploaded_by' })
  uploadedBy!: number;

  @Column('timestamptz', { name: 'uploaded_at' })
  uploadedAt!: Date;
}
