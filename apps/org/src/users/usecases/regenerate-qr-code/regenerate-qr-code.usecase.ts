import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, type UserDetails, UserRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { readFields } from '@presently/validation';
import { newQrCode } from '../../../user-records/domain/user-defaults';
import { UserChangedAnnouncer } from '../../../user-records/user-changed.announcer';
import { assertMayAdminister } from '../../user-references.checker';
import { toUserDetails } from '../../user.presenter';
import { UsersRepository } from '../../../user-records/users.repository';

/**
 * Revokes a user's QR code by giving them a new one (a lost or copied badge). The code is an
 * unguessable random token, so replacing it is the revocation: announced with the change (userChanged,
 * through the outbox), presence's copy takes the new code and gates refuse the old one as wrong_qr_code.
 */
@Injectable()
export class RegenerateQrCodeUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly announcer: UserChangedAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<UserDetails> {
    const userId = readFields(UserRequest, payload, (c) => checkId(c, 'user_id') as number);
    const user = await this.users.findInCompany(actor.companyId, userId);
    if (!user) throw new NotFoundError();
    assertMayAdminister(actor, user);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.users.setQrCode(em, actor.companyId, user.id, newQrCode()))) throw new NotFoundError();
      await this.announcer.announce(em, meta, actor.companyId, [user.id]);
    });
    const saved = (await this.users.findInCompany(actor.companyId, user.id)) ?? user;
    return toUserDetails(saved);
  }
}
