import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { ACCESS_RULES, type Actor, CloseMonthRequest, type MessageMeta, type MonthClosure, Paths, roleSatisfies } from '@presently/contracts';
import { ConflictError, ForbiddenError, monthHasEnded, NotFoundError, ValidationFailedError } from '@presently/domain';
import { readRequest } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { UsersRepository } from '../../../user-records/users.repository';
import { MonthClosureAnnouncer } from '../../month-closure.announcer';
import { toMonthClosureDto } from '../../month-closure.presenter';
import { MonthClosuresRepository } from '../../month-closures.repository';

export const MONTH_CLOSURE_ERRORS = {
  notEnded: 'month_not_ended',
  alreadyClosed: 'month_already_closed',
} as const;

/**
 * HR (or an administrator) closes a month that has ended in the company's zone, for the company or
 * one department; audited and announced in the same transaction. A month already closed for that
 * audience (or for the whole company, when a department is asked) is 409 month_already_closed.
 */
@Injectable()
export class CloseMonthUseCase {
  constructor(
    private readonly closures: MonthClosuresRepository,
    private readonly companies: CompaniesRepository,
    private readonly departments: DepartmentsRepository,
    private readonly users: UsersRepository,
    private readonly announcer: MonthClosureAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<MonthClosure> {
    if (!roleSatisfies(ACCESS_RULES[Paths.monthClosures], actor.roleId)) throw new ForbiddenError();
    const input = readRequest(CloseMonthRequest, payload);
    const departmentId = input.department_id ?? null;
    return this.closures.transaction(async (em) => {
      const company = await this.companies.findById(actor.companyId, em);
      if (!company) throw new NotFoundError();
      // A month still running (or not begun) cannot be closed: its clock-ins are still to come.
      const today = DateTime.now().setZone(company.timezone).toISODate() as string;
      if (!monthHasEnded(input.month, today)) throw new ValidationFailedError({ month: [MONTH_CLOSURE_ERRORS.notEnded] });
      const department = departmentId === null ? null : await this.departments.find(actor.companyId, departmentId, em);
      if (departmentId !== null && !department) throw new ValidationFailedError({ department_id: ['invalid_option'] });
      await this.closures.lockForClosing(em, actor.companyId);
      const existing = await this.closures.ofMonth(em, actor.companyId, input.month);
      if (existing.some((c) => c.departmentId === null || c.departmentId === departmentId)) throw new ConflictError(MONTH_CLOSURE_ERRORS.alreadyClosed);
      const closer = await this.users.findInCompany(actor.companyId, actor.userId, em);
      const closedByName = closer?.fullName ?? '';
      const reason = input.reason ?? null;
      const closure = await this.closures.insert(em, { companyId: actor.companyId, month: input.month, departmentId, closedByUserId: actor.userId, closedByName, reason });
      await this.closures.audit(em, { companyId: actor.companyId, month: input.month, departmentId, action: 'closed', actorUserId: actor.userId, actorName: closedByName, reason });
      await this.announcer.changed(em, meta, closure, true);
      return toMonthClosureDto(closure, new Map(department ? [[department.id, department.name]] : []));
    });
  }
}
