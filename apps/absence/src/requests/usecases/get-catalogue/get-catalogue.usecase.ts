import { Injectable } from '@nestjs/common';
import { ABSENCE_TYPES, type AbsenceCatalogue, type Actor, type MessageMeta, PERSONAL_DAY_REASONS } from '@presently/contracts';
import { companyAllowances, typeRule } from '@presently/absence-rules';
import { PersonalDayAllowancesRepository } from '../../../personal-day-allowances/personal-day-allowances.repository';
import { OrgContextClient } from '../../org-context.client';

/** The absence types with their rules and the personal-day reasons with the company's allowances. */
@Injectable()
export class GetCatalogueUseCase {
  constructor(
    private readonly org: OrgContextClient,
    private readonly allowancesOf: PersonalDayAllowancesRepository,
  ) {}

  async execute(actor: Actor, meta: MessageMeta): Promise<AbsenceCatalogue> {
    const today = new Date().toISOString().slice(0, 10);
    const context = await this.org.of(actor.companyId, actor.userId, today, today, meta);
    const allowances = companyAllowances(context.company.country, await this.allowancesOf.ofCompany(actor.companyId));
    return {
      types: ABSENCE_TYPES.map((t) => {
        const rule = typeRule(t.id);
        return {
          id: t.id,
          key: t.key,
          half_days: rule.halfDays,
          attachment_from_days: rule.attachmentFromDays,
          notice_working_days: rule.noticeWorkingDays ?? context.company.min_days_before_vacation,
          needs_reason: rule.needsReason,
        };
      }),
      personal_day_reasons: PERSONAL_DAY_REASONS.map((r) => ({ id: r.id, key: r.key, allowance_days: allowances[r.id] ?? 0 })),
    };
  }
}
