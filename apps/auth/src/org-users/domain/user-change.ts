import type { Lang } from '@presently/contracts';
import type { AccountStatus } from '../../accounts/domain/account-access';

/** org's user data from one org.user.changed.v1 event, checked. */
export interface UserChange {
  userId: number;
  companyId: number;
  /** Normalised (trimmed, lower-case). */
  email: string;
  fullName: string;
  roleId: number;
  status: AccountStatus;
  lang: Lang;
  /** The user was just created: an account without a password gets an invitation. */
  created: boolean;
  /** When org published the event: what decides which of two events is newer. */
  changedAt: Date;
}

/** What the plan needs of the account auth holds. */
export interface HeldAccount {
  companyId: number | null;
  email: string;
  roleId: number;
  status: AccountStatus;
  hasPassword: boolean;
  /** An invitation was issued at some time (used or not). */
  invited: boolean;
  userChangedAt: Date | null;
}

export type UserChangePlan =
  | {
      apply: false;
      /**
       * A "created" event that arrived after a newer change of the same user: it changes no data, but
       * an active account without a password that was never invited still gets its invitation.
       */
      invite: boolean;
    }
  | {
      apply: true;
      /** No account yet: one is made (no password, e-mail not verified, terms not accepted). */
      create: boolean;
      emailChanged: boolean;
      roleChanged: boolean;
      statusChanged: boolean;
      /** Blocked or deactivated: every session of the user ends. */
      endSessions: boolean;
      /** A new invitation (replacing any older one) to the account's address. */
      invite: boolean;
      /** The pending invitation went to an address that is no longer the account's: it stops working. */
      dropInvitation: boolean;
    };

/**
 * Whether the event is older than the data it would overwrite. Equal instants apply (the later
 * delivery wins), as for company settings; an account never changed by an event takes any.
 */
export function isOlderThanHeld(held: Pick<HeldAccount, 'userChangedAt'>, changedAt: Date): boolean {
  return held.userChangedAt !== null && held.userChangedAt.getTime() > changedAt.getTime();
}

/**
 * What one org user event does to auth's account:
 * - an older event than the one applied changes no data (but a late "created" still invites, see above);
 * - blocked or deactivated ends every session (again on every such event: a session opened in a race
 *   ends too);
 * - an active account without a password is invited when org says the user was just created, or when
 *   its address changed (the earlier link went to the old address); a changed address of an account
 *   with a password drops a pending invitation instead.
 */
export function planUserChange(held: HeldAccount | null, change: UserChange): UserChangePlan {
  if (held && isOlderThanHeld(held, change.changedAt)) {
    return { apply: false, invite: change.created && held.status === 'active' && !held.hasPassword && !held.invited };
  }
  const emailChanged = held !== null && held.email.toLowerCase() !== change.email.toLowerCase();
  const hasPassword = held?.hasPassword ?? false;
  const invite = change.status === 'active' && !hasPassword && (change.created || emailChanged);
  return {
    apply: true,
    create: held === null,
    emailChanged,
    roleChanged: held !== null && held.roleId !== change.roleId,
    statusChanged: held !== null && held.status !== change.status,
    endSessions: held !== null && change.status !== 'active',
    invite,
    dropInvitation: emailChanged && !invite,
  };
}
