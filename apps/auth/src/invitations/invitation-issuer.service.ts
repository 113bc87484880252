import { Inject, Injectable } from '@nestjs/common';
import type { Lang, MessageMeta } from '@presently/contracts';
import type { EntityManager } from 'typeorm';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { AuthEventsAnnouncer } from '../common/auth-events.announcer';
import { Clock } from '../common/clock.service';
import { hashInvitationToken, invitationExpiry, invitationUrl, newInvitationToken } from './domain/invitation-token';
import { InvitationsRepository } from './invitations.repository';

export interface Invitee {
  userId: number;
  /** Normalised. */
  email: string;
  lang: Lang;
  fullName: string;
  companyName: string | null;
}

/**
 * Issues an invitation: a new one-time token (only its hash is stored; the user's earlier invitation
 * stops working) and the event notifications e-mails. Both are written on the caller's transaction
 * (the event through the outbox): the e-mail goes out only once the token it carries is committed.
 */
@Injectable()
export class InvitationIssuer {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly invitations: InvitationsRepository,
    private readonly events: AuthEventsAnnouncer,
    private readonly clock: Clock,
  ) {}

  async issue(invitee: Invitee, manager: EntityManager, meta: MessageMeta): Promise<void> {
    const token = newInvitationToken();
    const expiresAt = invitationExpiry(this.clock.now());
    await this.invitations.replaceForUser({ userId: invitee.userId, email: invitee.email, tokenHash: hashInvitationToken(token), expiresAt }, manager);
    await this.events.invitationIssued(
      manager,
      {
        user_id: invitee.userId,
        email: invitee.email,
        lang: invitee.lang,
        full_name: invitee.fullName,
        company_name: invitee.companyName,
        set_password_url: invitationUrl(this.config.PUBLIC_URL, token),
        expires_at: expiresAt.toISOString(),
      },
      meta,
    );
  }
}
