import { Injectable } from '@nestjs/common';
import { type Actor, type CompanySettings, ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS } from '@presently/contracts';
import { ForbiddenError, NotFoundError } from '@presently/domain';
import { inScope, mayEdit, mayEditOwn, mayOpenTeamScreens, type Scope, scopeFilter, scopeOf } from '../common/domain/scope';
import { CopiesRepository, type UserFilter } from '../copies/copies.repository';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import { OrgDirectory } from '../copies/org-directory.service';

/** The acting user on a managers' screen: themselves, their company's settings and their scope. */
export interface ScopedActor {
  actor: Actor;
  me: PresenceUser;
  settings: CompanySettings;
  scope: Scope;
}

/**
 * Whose presence an actor reaches, and whose they may change. A user of another company (or no user
 * at all) is not_found (404), never revealing that they exist; a user of the company outside the scope
 * is no_permission (403).
 */
@Injectable()
export class ScopeResolver {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly copies: CopiesRepository,
  ) {}

  /** For the managers' screens (/presence): every role but the employee (5). */
  async teamActor(actor: Actor, meta: MessageMeta): Promise<ScopedActor> {
    if (!mayOpenTeamScreens(actor.roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    return this.scoped(actor, meta);
  }

  /** Any actor with their scope (an employee's scope is themselves). */
  async scoped(actor: Actor, meta: MessageMeta): Promise<ScopedActor> {
    const { user, settings } = await this.directory.subject(actor, meta);
    return { actor, me: user, settings, scope: scopeOf(actor.roleId, user) };
  }

  /** A user the actor may see: 404 outside the company, 403 outside the scope. */
  async target(s: ScopedActor, userId: number, meta: MessageMeta): Promise<PresenceUser> {
    if (userId === s.me.userId) return s.me;
    const user = await this.directory.user(s.actor.companyId, userId, meta);
    if (!user) throw new NotFoundError(ERROR_KEYS.notFound);
    this.assertInScope(s, user);
    return user;
  }

  /**
   * An editor of records and schedules: roles 1, 2, 3, 6, 7 and 8 within their scope (team leads and
   * department managers their own records only when the company lets leads schedule their own work time).
   */
  async editor(actor: Actor, meta: MessageMeta): Promise<ScopedActor> {
    const s = await this.teamActor(actor, meta);
    if (!mayEdit(actor.roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    return s;
  }

  /** The user whose records or schedules an editor changes: in the company (404), in the scope (403), and not oneself unless allowed (403). */
  async editable(s: ScopedActor, userId: number, meta: MessageMeta): Promise<PresenceUser> {
    const user = await this.target(s, userId, meta);
    if (user.userId === s.me.userId && !mayEditOwn(s.actor.roleId, s.settings.leads_schedule_own_work_time)) {
      throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    }
    return user;
  }

  assertInScope(s: ScopedActor, user: Pick<PresenceUser, 'userId' | 'teamId' | 'departmentId' | 'companyId'>): void {
    if (user.companyId !== s.actor.companyId) throw new NotFoundError(ERROR_KEYS.notFound);
    if (!inScope(s.scope, s.me.userId, user)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
  }

  /** A page of {@link users} and how many there are in all (the reports page through large companies). */
  async usersPage(s: ScopedActor, filter: UserFilter, offset: number, limit: number): Promise<{ users: PresenceUser[]; total: number }> {
    const limitOf = scopeFilter(s.scope);
    if (limitOf === null) {
      const all = await this.users(s, filter);
      return { users: all.slice(offset, offset + limit), total: all.length };
    }
    const conflict = (a: number | null | undefined, b: number | undefined) => a !== null && a !== undefined && b !== undefined && a !== b;
    if (conflict(filter.teamId, limitOf.teamId) || conflict(filter.departmentId, limitOf.departmentId)) return { users: [], total: 0 };
    const [users, total] = await this.copies.listUsersPage(
      s.actor.companyId,
      { ...filter, teamId: limitOf.teamId ?? filter.teamId, departmentId: limitOf.departmentId ?? filter.departmentId },
      offset,
      limit,
    );
    return { users, total };
  }

  /** The users of the scope (narrowed by the filters), by name; always the actor alone when the scope is themselves. */
  async users(s: ScopedActor, filter: UserFilter = {}): Promise<PresenceUser[]> {
    const limit = scopeFilter(s.scope);
    if (limit === null) {
      const me = s.me;
      const matches =
        (filter.teamId == null || filter.teamId === me.teamId) &&
        (filter.departmentId == null || filter.departmentId === me.departmentId) &&
        (!filter.userIds || filter.userIds.includes(me.userId)) &&
        (!filter.activeOnly || me.status === 'active');
      return matches ? [me] : [];
    }
    const conflict = (a: number | null | undefined, b: number | undefined) => a !== null && a !== undefined && b !== undefined && a !== b;
    if (conflict(filter.teamId, limit.teamId) || conflict(filter.departmentId, limit.departmentId)) return [];
    return this.copies.listUsers(s.actor.companyId, {
      ...filter,
      teamId: limit.teamId ?? filter.teamId,
      departmentId: limit.departmentId ?? filter.departmentId,
    });
  }
}
