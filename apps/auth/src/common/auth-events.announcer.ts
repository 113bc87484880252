import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EMAIL_VERIFICATION_REQUESTED,
  INVITATION_ISSUED,
  PASSWORD_RESET_CODE_ISSUED,
  TWO_FACTOR_CODE_ISSUED,
  type EmailVerificationRequestedEvent,
  type InvitationIssuedEvent,
  type MessageMeta,
  type PasswordResetCodeIssuedEvent,
  type TwoFactorCodeIssuedEvent,
} from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';

/**
 * The events auth announces, typed by their contracts. Each is written to the outbox on `manager`,
 * the transaction that stores what the e-mail refers to (a code's hash, an invitation's token): the
 * e-mail goes out only once that is committed, and is not lost if auth stops right after the commit.
 */
@Injectable()
export class AuthEventsAnnouncer {
  constructor(private readonly outbox: EventOutbox) {}

  async twoFactorCodeIssued(manager: EntityManager, payload: TwoFactorCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.outbox.add(manager, meta, { event: TWO_FACTOR_CODE_ISSUED, payload, aggregate: `account:${payload.user_id}` });
  }

  async passwordResetCodeIssued(manager: EntityManager, payload: PasswordResetCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.outbox.add(manager, meta, { event: PASSWORD_RESET_CODE_ISSUED, payload, aggregate: `account:${payload.user_id}` });
  }

  async invitationIssued(manager: EntityManager, payload: InvitationIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.outbox.add(manager, meta, { event: INVITATION_ISSUED, payload, aggregate: `account:${payload.user_id}` });
  }

  async emailVerificationRequested(manager: EntityManager, payload: EmailVerificationRequestedEvent, meta: MessageMeta): Promise<void> {
    await this.outbox.add(manager, meta, { event: EMAIL_VERIFICATION_REQUESTED, payload, aggregate: `account:${payload.user_id}` });
  }
}
