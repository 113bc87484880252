import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A file attached to a request: documents keeps the bytes (`absence-request:<id>` owns it), absence names it. */
@Entity({ name: 'absence_request_files' })
export class AbsenceRequestFile {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'request_id' })
  requestId!: number;

  /** The id documents gave the stored file. */
  @Column('integer', { name: 'file_id' })
  fileId!: number;

  @Column('text')
  name!: string;

  @Column('text')
  mime!: string;

  @Column('integer')
  size!: number;

  @Column('timestamptz', { name: 'uploaded_at', default: () => 'now()' })
  uploadedAt!: Date;
}
