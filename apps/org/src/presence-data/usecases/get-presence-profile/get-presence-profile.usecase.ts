import { Injectable } from '@nestjs/common';
import type { PresenceProfile } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { toPresenceProfile, UserCopies } from '../../../users/user-copies';
import { MAX_QR_CODE_LENGTH, parseProfileQuery } from '../../domain/presence-queries';

/**
 * What presence keeps of a user, by id or by the token of their QR code: only a user of the company
 * asked about (another company's user, or nobody, is null), whatever their status (presence
 * decides what a deactivated or blocked user may do). The same data as the userChanged event.
 */
@Injectable()
export class GetPresenceProfileUseCase {
  constructor(private readonly copies: UserCopies) {}

  async execute(payload: unknown): Promise<PresenceProfile | null> {
    const parsed = parseProfileQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const query = parsed.value;
    if ('user_id' in query) {
      const copy = await this.copies.loadOne(query.company_id, query.user_id);
      return copy ? toPresenceProfile(copy) : null;
    }
    if (query.qr_code.length > MAX_QR_CODE_LENGTH) return null;
    const copy = await this.copies.loadByQrCode(query.company_id, query.qr_code);
    return copy ? toPresenceProfile(copy) : null;
  }
}
