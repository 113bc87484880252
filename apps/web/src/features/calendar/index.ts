// The calendars (issue 12): the pages the router shows.
export { MyCalendarPage } from './MyCalendarPage';
export { TeamCalendarPage } from './TeamCalendarPage';
