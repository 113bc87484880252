import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, type PersonalDayAllowance, PERSONAL_DAY_REASONS, type SavePersonalDayAllowancesRequest } from '@presently/contracts';
import { personalDayAllowances } from '@presently/absence-rules';
import { ForbiddenError } from '@presently/domain';
import { OrgContextClient } from '../../../requests/org-context.client';
import { PersonalDayAllowancesRepository } from '../../personal-day-allowances.repository';

/** Who edits the company's settings (as the approval rules by type). */
const MAY_EDIT: readonly number[] = [1, 7];

/** The 11 reasons with the company's allowance, its default (the labour code of the company's country), and saving some. */
@Injectable()
export class SavePersonalDayAllowancesUseCase {
  constructor(
    private readonly allowances: PersonalDayAllowancesRepository,
    private readonly org: OrgContextClient,
  ) {}

  async list(actor: Actor, meta: MessageMeta): Promise<PersonalDayAllowance[]> {
    const today = new Date().toISOString().slice(0, 10);
    const context = await this.org.of(actor.companyId, actor.userId, today, today, meta);
    const defaults = personalDayAllowances(context.company.country);
    const own = new Map((await this.allowances.ofCompany(actor.companyId)).map((o) => [o.reasonId, o.days]));
    return PERSONAL_DAY_REASONS.map((r) => ({
      reason_id: r.id,
      key: r.key,
      days: own.get(r.id) ?? defaults[r.id] ?? 0,
      default_days: defaults[r.id] ?? 0,
      company_default: !own.has(r.id),
    }));
  }

  async execute(actor: Actor, input: SavePersonalDayAllowancesRequest, meta: MessageMeta): Promise<PersonalDayAllowance[]> {
    if (!MAY_EDIT.includes(actor.roleId)) throw new ForbiddenError();
    await this.allowances.save(actor.companyId, input.allowances.map((a) => ({ reasonId: a.reason_id, days: a.days })));
    return this.list(actor, meta);
  }
}
