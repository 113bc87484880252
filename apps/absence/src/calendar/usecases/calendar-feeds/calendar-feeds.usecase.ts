import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Actor, CalendarFeedView, CreateCalendarFeedRequest, CreatedCalendarFeed, MessageMeta } from '@presently/contracts';
import { addDays, NotFoundError, ValidationFailedError } from '@presently/domain';
import { CalendarRepository } from '../../calendar.repository';
import type { CalendarFeed } from '../../entities/calendar-feed.entity';
import { icsFeed } from '../../feeds/ics-feed';
import { GetTeamCalendarUseCase } from '../get-team-calendar/get-team-calendar.usecase';

/** Roles whose calendar is the whole company: only they may make a company feed. */
const COMPANY_FEED_ROLES: readonly number[] = [1, 2, 3, 8];
/** Role 5 has no /calendar, so no team feed either (its own absences are still theirs to subscribe to). */
const NO_TEAM_CALENDAR_ROLE = 5;
/** A feed covers the last three months and the next nine: what a calendar application keeps in view. */
const FEED_DAYS_BACK = 92;
const FEED_DAYS_AHEAD = 273;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const viewOf = (f: CalendarFeed): CalendarFeedView => ({ id: f.id, scope: f.scope, absence_type_id: f.absenceTypeId, created_at: f.createdAt.toISOString() });

/**
 * The user's secret iCal feeds: made with a random 256-bit token shown once (its hash kept), listed,
 * revoked (the URL then answers 404). A read is answered with what the creator may see now: their
 * own absences, their calendar's scope, or the company; approved absences only, and the company's holidays.
 */
@Injectable()
export class CalendarFeedsUseCase {
  constructor(
    private readonly calendar: CalendarRepository,
    private readonly teamCalendar: GetTeamCalendarUseCase,
  ) {}

  async create(actor: Actor, input: CreateCalendarFeedRequest): Promise<CreatedCalendarFeed> {
    if (input.scope === 'company' && !COMPANY_FEED_ROLES.includes(actor.roleId)) throw new ValidationFailedError({ scope: ['calendar_scope_not_allowed'] });
    if (input.scope === 'team' && actor.roleId === NO_TEAM_CALENDAR_ROLE) throw new ValidationFailedError({ scope: ['calendar_scope_not_allowed'] });
    const token = randomBytes(32).toString('hex');
    const feed = await this.calendar.insertFeed({
      companyId: actor.companyId,
      userId: actor.userId,
      scope: input.scope,
      absenceTypeId: input.absence_type_id ?? null,
      lang: actor.lang,
      tokenHash: hashOf(token),
    });
    return { ...viewOf(feed), token };
  }

  async list(actor: Actor): Promise<CalendarFeedView[]> {
    return (await this.calendar.feedsOf(actor.companyId, actor.userId)).map(viewOf);
  }

  async revoke(actor: Actor, id: number): Promise<{ revoked: true }> {
    if (!(await this.calendar.revokeFeed(actor.companyId, actor.userId, id))) throw new NotFoundError();
    return { revoked: true };
  }

  /** The feed's iCalendar text; not found for an unknown or revoked token, or a creator no longer active. */
  async read(token: string, meta: MessageMeta, now: Date = new Date()): Promise<{ ics: string }> {
    const feed = await this.calendar.liveFeedByHash(hashOf(token));
    if (!feed) throw new NotFoundError();
    const today = now.toISOString().slice(0, 10);
    const view = await this.teamCalendar.read(
      {
        companyId: feed.companyId,
        viewerId: feed.userId,
        from: addDays(today, -FEED_DAYS_BACK),
        to: addDays(today, FEED_DAYS_AHEAD),
        absenceTypeId: feed.absenceTypeId,
        statuses: ['approved', 'cancellation_pending'],
        selfOnly: feed.scope === 'me',
        // The feed's language, set from its owner's when they made it: a calendar application has no session.
        lang: feed.lang,
      },
      meta,
    );
    // A company feed made by someone who has since lost company-wide sight shows only their scope:
    // the directory answers with the scope of the role they hold now.
    return {
      ics: icsFeed({ feedId: feed.id, timezone: view.timezone, lang: feed.lang, people: view.people, absences: view.absences, holidays: view.holidays }),
    };
  }
}
