import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, UserDetails } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { newQrCode } from '../../domain/user-defaults';
import { UserChangedPublisher } from '../../user-changed.publisher';
import { assertMayAdminister } from '../../user-references';
import { toUserDetails } from '../../user-views';
import { UsersRepository } from '../../users.repository';

/**
 * Revokes a user's QR code by giving them a new one (a lost or copied badge). The code is an
 * unguessable random token, so replacing it is the revocation: announced after the commit
 * (userChanged), presence's copy takes the new code and gates refuse the old one as wrong_qr_code.
 */
@Injectable()
export class RegenerateQrCodeUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly publisher: UserChangedPublisher,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<UserDetails> {
    const c = new FieldChecker(payload);
    const userId = checkId(c, 'user_id');
    throwIfInvalid(c);
    const user = await this.users.findInCompany(actor.companyId, userId as number);
    if (!user) throw new NotFoundError();
    assertMayAdminister(actor, user);
    if (!(await this.users.setQrCode(actor.companyId, user.id, newQrCode()))) throw new NotFoundError();
    const saved = (await this.users.findInCompany(actor.companyId, user.id)) ?? user;
    await this.publisher.publish(saved, false, meta);
    return toUserDetails(saved);
  }
}
