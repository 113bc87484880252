import { rpcMessage } from '../common/message';
import { type CalendarPresenceDay, MyCalendarQuery } from '../absence/calendars';

/** The actor's worked time per day of a period (at most 93 days), for /my-calendar. */
export const GET_PRESENCE_CALENDAR_DAYS = rpcMessage<CalendarPresenceDay[]>()('presence.calendar.days', MyCalendarQuery);
