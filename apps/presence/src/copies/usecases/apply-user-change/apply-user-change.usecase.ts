import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { handleOnce } from '@presently/database';
import { CopiesRepository } from '../../copies.repository';
import type { UserCore, UserPresenceFields } from '../../domain/copy-payloads';

/**
 * Keeps presence's copy of a user in step with org, once per event (the inbox) and never with an
 * older event than the one held. An event without presence's fields (published before they existed)
 * updates name, role, status and company of a user already held, and makes no copy of one that is not:
 * the next read fetches that user from org.
 */
@Injectable()
export class ApplyUserChangeUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: CopiesRepository,
  ) {}

  async execute(event: { id: string; name: string }, core: UserCore, presence: UserPresenceFields | null, changedAt: Date): Promise<void> {
    await handleOnce(this.dataSource, event, async (em) => {
      if (presence) await this.copies.upsertUser(em, { ...core, ...presence }, changedAt);
      else await this.copies.updateUserCore(em, core, changedAt);
    });
  }
}
