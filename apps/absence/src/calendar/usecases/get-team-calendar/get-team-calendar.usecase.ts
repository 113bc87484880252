import { Injectable } from '@nestjs/common';
import { type AbsenceRequestStatus, type Actor, CALENDAR_DEFAULT_STATUSES, type Lang, type MessageMeta, type TeamCalendarQuery, type TeamCalendarView } from '@presently/contracts';
import { absencesOfPeople, companyHolidays } from '@presently/absence-rules';
import { ForbiddenError } from '@presently/domain';
import { CalendarDirectoryClient } from '../../calendar-directory.client';
import { CalendarRepository } from '../../calendar.repository';

/** Role 5 (employee) has no /calendar (spec section 2); the gateway refuses it first. */
const NO_TEAM_CALENDAR_ROLE = 5;

export interface TeamCalendarRead {
  companyId: number;
  viewerId: number;
  from: string;
  to: string;
  departmentId?: number | null;
  teamId?: number | null;
  absenceTypeId?: number | null;
  statuses: readonly AbsenceRequestStatus[];
  /** Only the viewer themselves (a feed of one's own absences). */
  selfOnly?: boolean;
  /** Whose language the holidays are named in: the reader's, or a feed's owner's (a feed has no session). */
  lang: Lang;
}

/**
 * Who is out in the viewer's scope over a period (team lead → their teams, department manager →
 * their departments, HR, general manager and administrators → the company; see calendarScope): the
 * people org lists for the scope and filters, their absences in one query, the company's holidays.
 * One call per view however many people (the web's resource view shows 1,000 rows from it).
 */
@Injectable()
export class GetTeamCalendarUseCase {
  constructor(
    private readonly directory: CalendarDirectoryClient,
    private readonly calendar: CalendarRepository,
  ) {}

  execute(actor: Actor, q: TeamCalendarQuery, meta: MessageMeta): Promise<TeamCalendarView> {
    if (actor.roleId === NO_TEAM_CALENDAR_ROLE) throw new ForbiddenError();
    return this.read(
      {
        companyId: actor.companyId,
        viewerId: actor.userId,
        from: q.from,
        to: q.to,
        departmentId: q.department_id,
        teamId: q.team_id,
        absenceTypeId: q.type,
        statuses: q.status ? [q.status] : CALENDAR_DEFAULT_STATUSES,
        lang: actor.lang,
      },
      meta,
    );
  }

  /** The calendar of a viewer (also for a feed, read without a session). */
  async read(r: TeamCalendarRead, meta: MessageMeta): Promise<TeamCalendarView> {
    const dir = await this.directory.of(
      { company_id: r.companyId, viewer_id: r.viewerId, from: r.from, to: r.to, self_only: r.selfOnly ?? false, department_id: r.departmentId ?? null, team_id: r.teamId ?? null },
      meta,
    );
    const ids = dir.people.map((p) => p.user_id);
    // A company-wide view asks by company alone (no list of a thousand ids to send); the rows are
    // then kept to the people shown, which drops those who left.
    const requests = await this.calendar.requestsTouching(r.companyId, r.from, r.to, {
      userIds: dir.scope === 'company' && !r.departmentId && !r.teamId ? null : ids,
      statuses: r.statuses,
      absenceTypeId: r.absenceTypeId,
    });
    return {
      from: r.from,
      to: r.to,
      timezone: dir.company.timezone,
      scope: dir.scope,
      people: dir.people,
      absences: absencesOfPeople(
        requests.map(({ switch_date: _switch, ...a }) => a),
        new Set(ids),
      ),
      holidays: companyHolidays(dir.holidays, r.lang),
      departments: dir.departments,
      teams: dir.teams,
    };
  }
}
