import { Injectable } from '@nestjs/common';
import { ABSENCE_TYPES, type Actor, type ApprovalRulesOfType, type SaveApprovalRulesPayload } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';
import { ApprovalRulesRepository } from '../../approval-rules.repository';
import type { ApprovalRule } from '../../entities/approval-rule.entity';

/** Who edits the company's settings (spec: administrators and department managers, as "who approves absences"). */
const MAY_EDIT: readonly number[] = [1, 7];

const ofType = (absenceTypeId: number, rows: ApprovalRule[]): ApprovalRulesOfType => {
  const steps = rows.filter((r) => r.absenceTypeId === absenceTypeId).map((r) => ({ step: r.step, from_days: r.fromDays }));
  return { absence_type_id: absenceTypeId, company_default: steps.length === 0, steps };
};

/** The company's approval steps by absence type, and saving one type's. */
@Injectable()
export class SaveApprovalRulesUseCase {
  constructor(private readonly rules: ApprovalRulesRepository) {}

  async list(actor: Actor): Promise<ApprovalRulesOfType[]> {
    const rows = await this.rules.ofCompany(actor.companyId);
    return ABSENCE_TYPES.map((t) => ofType(t.id, rows));
  }

  async execute(actor: Actor, input: SaveApprovalRulesPayload): Promise<ApprovalRulesOfType> {
    if (!MAY_EDIT.includes(actor.roleId)) throw new ForbiddenError();
    const rows = await this.rules.replace(
      actor.companyId,
      input.absence_type_id,
      input.steps.map((s) => ({ step: s.step, fromDays: s.from_days })),
    );
    return ofType(input.absence_type_id, rows);
  }
}
