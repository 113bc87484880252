import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, type UserDetails, UserRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { readFields } from '../../../common/domain/read-request';
import { newQrCode } from '../../../user-records/domain/user-defaults';
import { UserChangedPublisher } from '../../../user-records/user-changed.publisher';
import { assertMayAdminister } from '../../user-references.checker';
import { toUserDetails } from '../../user.presenter';
import { UsersRepository } from '../../../user-records/users.repository';

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
    const userId = readFields(UserRequest, payload, (c) => checkId(c, 'user_id') as number);
    const user = await this.users.findInCompany(actor.companyId, userId);
    if (!user) throw new NotFoundError();
    assertMayAdminister(actor, user);
    if (!(await this.users.setQrCode(actor.companyId, user.id, newQrCode()))) throw new NotFoundError();
    const saved = (await this.users.findInCompany(actor.companyId, user.id)) ?? user;
    await this.publisher.publish(saved, false, meta);
    return toUserDetails(saved);
  }
}
