import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'gates' })
export class Gate {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text')
  name!: string;

  /** An inactive gate keeps its devices, but their scans are refused. */
  @Column('boolean')
  active!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
