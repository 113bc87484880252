import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APPROVAL_STEPS } from '@presently/contracts';
import type { TypeStepRule } from '@presently/absence-rules';
import { ApprovalRule } from './entities/approval-rule.entity';

const order = (a: ApprovalRule, b: ApprovalRule) => APPROVAL_STEPS.indexOf(a.step) - APPROVAL_STEPS.indexOf(b.step);

/** Approval rules by type, each query within one company. */
@Injectable()
export class ApprovalRulesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofCompany(companyId: number): Promise<ApprovalRule[]> {
    return (await this.dataSource.manager.find(ApprovalRule, { where: { companyId } })).sort(order);
  }

  /** The steps of one type, read on the caller's transaction (a request being made). */
  async ofType(em: EntityManager, companyId: number, absenceTypeId: number): Promise<TypeStepRule[]> {
    return (await em.find(ApprovalRule, { where: { companyId, absenceTypeId } })).sort(order).map((r) => ({ step: r.step, fromDays: r.fromDays }));
  }

  /**
   * Replaces a type's steps at once (an empty list: the type follows the company setting again). Two
   * saves of one type at once would both delete nothing new and then both insert (a duplicate key):
   * a transaction lock on the company and type makes them take turns, the last one winning.
   */
  async replace(companyId: number, absenceTypeId: number, steps: TypeStepRule[]): Promise<ApprovalRule[]> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`absence.approval_rules:${companyId}:${absenceTypeId}`]);
      await em.delete(ApprovalRule, { companyId, absenceTypeId });
      if (steps.length > 0) await em.insert(ApprovalRule, steps.map((s) => ({ companyId, absenceTypeId, step: s.step, fromDays: s.fromDays })));
      return (await em.find(ApprovalRule, { where: { companyId, absenceTypeId } })).sort(order);
    });
  }
}
