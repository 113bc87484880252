import { Injectable } from '@nestjs/common';
import { type Actor, type UserDetails, UserRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { readFields } from '@presently/validation';
import { toUserDetails } from '../../user.presenter';
import { UsersRepository } from '../../../user-records/users.repository';

/** Reads the user id of a payload; another company's user (or none) is not found. */
export const readUserId = (payload: unknown): number => readFields(UserRequest, payload, (c) => checkId(c, 'user_id', { digits: true }) as number);

/** One user of the company, every field of the edit form. */
@Injectable()
export class GetUserUseCase {
  constructor(private readonly users: UsersRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<UserDetails> {
    const user = await this.users.findInCompany(actor.companyId, readUserId(payload));
    if (!user) throw new NotFoundError();
    return toUserDetails(user);
  }
}
