import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { closedMonthsOf } from '@presently/database';
import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, ScheduleEntry } from '@presently/contracts';
import { refuseClosedMonth, ValidationFailedError } from '@presently/domain';
import { shiftSpan } from '@presently/presence-rules';
import { FIELD_ERRORS } from '@presently/validation';
import { OrgClient } from '../../../peers/org.client';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import type { ScheduleAssignment } from '../../domain/schedule-input';
import { toScheduleEntry } from '../../schedule-entry.presenter';
import { SchedulesRepository } from '../../schedules.repository';

/**
 * Assigns a shift (asked of org) to users on dates: the span is the shift's start and end on each date
 * in the company's zone (an end before the start runs into the next day). A date that already has a
 * schedule for the user is replaced. Editors only, within their scope; leads schedule their own work
 * time only when the company allows it.
 */
@Injectable()
export class AssignSchedulesUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly org: OrgClient,
    private readonly schedules: SchedulesRepository,
  ) {}

  async execute(actor: Actor, assignment: ScheduleAssignment, meta: MessageMeta): Promise<ScheduleEntry[]> {
    const { userIds, dates, shiftId } = assignment;
    const s = await this.scopes.editor(actor, meta);
    const users: PresenceUser[] = [];
    for (const id of userIds) users.push(await this.scopes.editable(s, id, meta));
    const shift = await this.org.shift(actor.companyId, shiftId, meta);
    if (!shift) throw new ValidationFailedError({ shift_id: [FIELD_ERRORS.invalidOption] });
    const tz = s.settings.timezone;
    const inputs = users.flatMap((u) =>
      dates.map((date) => {
        const span = shiftSpan(date, shift.start, shift.end, tz);
        return {
          companyId: actor.companyId,
          userId: u.userId,
          date,
          shiftId: shift.id,
          shiftName: shift.name,
          shiftType: shift.type,
          startsAt: span.start,
          endsAt: span.end,
          totalMinutes: shift.total_minutes,
          createdBy: actor.userId,
        };
      }),
    );
    const stored = await this.schedules.transaction(async (em) => {
      // The shift report of a closed month stays as payroll got it: no shift is assigned inside it.
      const closures = await closedMonthsOf(em, 'presence', actor.companyId);
      for (const u of users) refuseClosedMonth(closures, u.departmentId, dates);
      return this.schedules.upsert(em, inputs);
    });
    const names = new Map(users.map((u) => [u.userId, u.fullName]));
    return stored.map((r) => toScheduleEntry(r, names.get(r.userId) ?? ''));
  }
}
