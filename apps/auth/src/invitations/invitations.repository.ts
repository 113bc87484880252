import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Invitation } from './entities/invitation.entity';

/** Invitations in the auth schema: at most one per user. */
@Injectable()
export class InvitationsRepository {
  /** Stores a user's new invitation; an earlier one of the user stops existing (only the newest works). */
  async replaceForUser(invitation: Omit<Invitation, 'consumedAt' | 'createdAt'>, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO "auth"."invitations" ("user_id", "email", "token_hash", "expires_at", "consumed_at", "created_at")
       VALUES ($1, $2, $3, $4, NULL, now())
       ON CONFLICT ("user_id") DO UPDATE SET
         "email" = EXCLUDED."email",
         "token_hash" = EXCLUDED."token_hash",
         "expires_at" = EXCLUDED."expires_at",
         "consumed_at" = NULL,
         "created_at" = now()`,
      [invitation.userId, invitation.email, invitation.tokenHash, invitation.expiresAt],
    );
  }

  /** The invitation a token belongs to, locked for the transaction (two uses at once: one wins). */
  findByTokenHashForUpdate(tokenHash: string, manager: EntityManager): Promise<Invitation | null> {
    return manager.getRepository(Invitation).findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  /** Whether the user was ever invited (the invitation used or not). */
  existsForUser(userId: number, manager: EntityManager): Promise<boolean> {
    return manager.getRepository(Invitation).existsBy({ userId });
  }

  async markConsumed(userId: number, now: Date, manager: EntityManager): Promise<void> {
    await manager.getRepository(Invitation).update({ userId }, { consumedAt: now });
  }

  async deleteForUser(userId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(Invitation).delete({ userId });
  }
}
