import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A scanner at a gate. Its key is shown once at registration; only the key's SHA-256 is kept. */
@Entity({ name: 'devices' })
export class Device {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'gate_id' })
  gateId!: number;

  @Column('text')
  name!: string;

  /** Hex SHA-256 of the device key. */
  @Column('text', { name: 'key_hash' })
  keyHash!: string;

  /** The key's last characters, so people can tell devices apart. */
  @Column('text', { name: 'key_hint' })
  keyHint!: string;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
