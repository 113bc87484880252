import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type PresenceProfile, PresenceProfileRequest } from '@presently/contracts';
import { toPresenceProfile, UserCopyReader } from '../../../user-records/user-copy.reader';
import { MAX_QR_CODE_LENGTH, parseProfileQuery } from '../../domain/presence-queries';
import { readRequest } from '@presently/validation';

/**
 * What presence keeps of a user, by id or by the token of their QR code: only a user of the company
 * asked about (another company's user, or nobody, is null), whatever their status (presence
 * decides what a deactivated or blocked user may do). The same data as the userChanged event.
 */
@Injectable()
export class GetPresenceProfileUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: UserCopyReader,
  ) {}

  async execute(payload: unknown): Promise<PresenceProfile | null> {
    const input = readRequest(PresenceProfileRequest, payload, parseProfileQuery);
    const query = input;
    if ('user_id' in query) {
      const copy = await this.copies.loadOne(this.dataSource.manager, query.company_id, query.user_id);
      return copy ? toPresenceProfile(copy) : null;
    }
    if (query.qr_code.length > MAX_QR_CODE_LENGTH) return null;
    const copy = await this.copies.loadByQrCode(this.dataSource.manager, query.company_id, query.qr_code);
    return copy ? toPresenceProfile(copy) : null;
  }
}
