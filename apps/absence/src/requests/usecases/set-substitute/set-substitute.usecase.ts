import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, SUBSTITUTE_ERRORS, SUBSTITUTE_NAMED, type SetSubstituteRequest, type SubstituteView } from '@presently/contracts';
import { substituteError } from '@presently/absence-rules';
import { NotFoundError, ValidationFailedError } from '@presently/domain';
import { EventOutbox } from '@presently/service-runtime';
import type { Substitute } from '../../../substitutes/entities/substitute.entity';
import { SubstitutesRepository } from '../../../substitutes/substitutes.repository';
import { OrgContextClient } from '../../org-context.client';

/** Roles that reach the approvals screen, so a substitute can see and decide what waits there. */
const SUBSTITUTE_ROLES: readonly number[] = [1, 2, 3, 6, 7, 8];

const view = (userId: number, s: Substitute | null): SubstituteView => ({
  user_id: userId,
  substitute_user_id: s?.substituteUserId ?? null,
  substitute_name: s?.substituteName ?? null,
  from: s?.fromDate ?? null,
  to: s?.toDate ?? null,
});

/**
 * The actor names who decides their steps while they are away (or nobody). The substitute is an
 * active person of the company who can reach the approvals; one hop only: someone who named a
 * substitute of their own for an overlapping period cannot be named (no loop can form). Checked
 * under a company lock, so two people naming each other at once leave one of the two. A newly named
 * substitute (or a new period) is e-mailed through the outbox, in the same transaction.
 */
@Injectable()
export class SetSubstituteUseCase {
  constructor(
    private readonly substitutes: SubstitutesRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
  ) {}

  async mine(actor: Actor): Promise<SubstituteView> {
    return view(actor.userId, await this.substitutes.of(actor.companyId, actor.userId));
  }

  async execute(actor: Actor, input: SetSubstituteRequest, meta: MessageMeta): Promise<SubstituteView> {
    if (input.to < input.from) throw new ValidationFailedError({ to: [SUBSTITUTE_ERRORS.toBeforeFrom] });
    const substituteId = input.substitute_user_id;
    if (substituteId === null) {
      await this.substitutes.transaction((em) => this.substitutes.remove(em, actor.companyId, actor.userId));
      return view(actor.userId, null);
    }
    if (substituteId === actor.userId) throw new ValidationFailedError({ substitute_user_id: [SUBSTITUTE_ERRORS.invalidSubstitute] });
    const context = await this.org.of(actor.companyId, substituteId, input.from, input.from, meta).catch((err: unknown) => {
      if (err instanceof NotFoundError) return null;
      throw err;
    });
    if (!context || context.user.status !== 'active' || !SUBSTITUTE_ROLES.includes(context.user.role_id)) {
      throw new ValidationFailedError({ substitute_user_id: [SUBSTITUTE_ERRORS.invalidSubstitute] });
    }
    const me = await this.org.of(actor.companyId, actor.userId, input.from, input.from, meta);
    return this.substitutes.transaction(async (em) => {
      await this.substitutes.lockCompany(em, actor.companyId);
      const before = await this.substitutes.of(actor.companyId, actor.userId, em);
      const others = (await this.substitutes.periods(em, actor.companyId)).filter((p) => p.userId !== actor.userId);
      const error = substituteError({ userId: actor.userId, substituteUserId: substituteId, from: input.from, to: input.to }, others);
      if (error) throw new ValidationFailedError({ [error === SUBSTITUTE_ERRORS.toBeforeFrom ? 'to' : 'substitute_user_id']: [error] });
      const saved = await this.substitutes.save(em, {
        companyId: actor.companyId,
        userId: actor.userId,
        substituteUserId: substituteId,
        substituteName: context.user.full_name,
        substituteEmail: context.user.email || null,
        substituteLang: context.user.lang,
        fromDate: input.from,
        toDate: input.to,
      });
      const changed = !before || before.substituteUserId !== substituteId || before.fromDate !== input.from || before.toDate !== input.to;
      if (changed && saved.substituteEmail) {
        await this.outbox.add(em, meta, {
          event: SUBSTITUTE_NAMED,
          payload: {
            company_id: actor.companyId,
            user_id: actor.userId,
            user_name: me.user.full_name,
            from: input.from,
            to: input.to,
            recipient: { user_id: substituteId, email: saved.substituteEmail, full_name: saved.substituteName, lang: context.user.lang, reason: 'substitute', on_behalf_of: me.user.full_name },
          },
          aggregate: `absence-substitute:${actor.companyId}:${actor.userId}`,
        });
      }
      return view(actor.userId, saved);
    });
  }
}
