import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SentEmail } from './entities/sent-email.entity';

@Injectable()
export class SentEmailsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async wasSent(eventId: string): Promise<boolean> {
    return this.dataSource.getRepository(SentEmail).exists({ where: { eventId } });
  }

  /** Records a sent e-mail; false when this event's e-mail was already recorded. */
  async record(row: Omit<SentEmail, 'sentAt'>): Promise<boolean> {
    const result = await this.dataSource.createQueryBuilder().insert().into(SentEmail).values(row).orIgnore().execute();
    return (result.raw as unknown[]).length > 0;
  }
}
