import { Injectable } from '@nestjs/common';
import type { Actor, UserDetails } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { toUserDetails } from '../../user-views';
import { UsersRepository } from '../../users.repository';

/** Reads the user id of a payload; another company's user (or none) is not found. */
export function readUserId(payload: unknown): number {
  const c = new FieldChecker(payload);
  const userId = checkId(c, 'user_id', true);
  throwIfInvalid(c);
  return userId as number;
}

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
