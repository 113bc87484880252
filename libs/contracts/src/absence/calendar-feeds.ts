import { z } from 'zod';
import { FIELD_KEYS, optionalId, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';

/*
 * Subscribable iCal feeds (issue 12): a secret URL per feed that a calendar application polls without
 * logging in. The token is shown once, at creation; absence keeps only its SHA-256.
 */

export const CALENDAR_FEED_SCOPES = ['me', 'team', 'company'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** POST /api/calendar-feeds. */
export const CreateCalendarFeedRequest = z.object({
  scope: z.enum(CALENDAR_FEED_SCOPES, { error: (i) => (i.input === undefined || i.input === null ? FIELD_KEYS.required : FIELD_KEYS.option) }).meta({
    description: 'me: my own absences; team: my calendar scope (team, department or company by role); company: the whole company (HR, general manager, administrators)',
    example: 'team',
  }),
  absence_type_id: optionalId().nullable().meta({ description: 'Only absences of this type (1–11)', example: 1 }),
});
export type CreateCalendarFeedRequest = z.infer<typeof CreateCalendarFeedRequest>;

export interface CalendarFeedView {
  id: number;
  scope: CalendarFeedScope;
  absence_type_id: number | null;
  created_at: string;
}

/** What creation answers: the feed and its secret token (the gateway turns it into the URL). */
export interface CreatedCalendarFeed extends CalendarFeedView {
  token: string;
}

export const CalendarFeedIdRequest = z.object({ id: requiredId() });

/** The unauthenticated read: the token from the URL (64 hex characters). */
export const ReadCalendarFeedRequest = z.object({ token: z.string({ error: FIELD_KEYS.option }).regex(/^[0-9a-f]{64}$/, { error: FIELD_KEYS.option }) });

export const CREATE_CALENDAR_FEED = rpcMessage<CreatedCalendarFeed>()('absence.calendar-feeds.create', CreateCalendarFeedRequest);
export const LIST_CALENDAR_FEEDS = rpcMessage<CalendarFeedView[]>()('absence.calendar-feeds.list', z.object({}));
export const REVOKE_CALENDAR_FEED = rpcMessage<{ revoked: true }>()('absence.calendar-feeds.revoke', CalendarFeedIdRequest);
/** Answers the feed as iCalendar text, or not found (unknown or revoked token). */
export const READ_CALENDAR_FEED = rpcMessage<{ ics: string }>()('absence.calendar-feeds.read', ReadCalendarFeedRequest);
