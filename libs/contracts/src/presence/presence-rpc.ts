import { CLOCK, GET_CURRENT_PRESENCE } from './clock';
import { GET_SCAN_IMAGE, TAKE_DEVICE_SCAN } from './device-scans';
import {
  GET_DAY_TOTALS,
  GET_GIVEN_DAY_WEEK,
  GET_PERSONAL_HISTORY,
  GET_WEEK,
  GET_WEEK_DAY_TOTALS,
  GET_WEEK_TOTALS,
  GET_WEEKLY_DATES,
  LIST_MY_HISTORY,
  LIST_WEEKS_OF_YEAR,
  SET_PRESENCE_COMMENT,
} from './my-presence';
import { CREATE_PRESENCE_RECORD, DELETE_PRESENCE_RECORD, LIST_PRESENCE_RECORD_AUDIT, UPDATE_PRESENCE_RECORD } from './records';
import { ASSIGN_SCHEDULES, DELETE_SCHEDULE, LIST_SCHEDULES } from './schedules';
import { GET_PRESENCE_TODAY, GET_TEAM_WEEK, LIST_TEAM_HISTORY } from './team';

/**
 * The patterns presence answers, by the names existing callers and test doubles use. Each pattern is
 * written once, in its message's file.
 */
export const PRESENCE_RPC = {
  clock: CLOCK.pattern,
  currentPresence: GET_CURRENT_PRESENCE.pattern,
  history: LIST_MY_HISTORY.pattern,
  personalHistory: GET_PERSONAL_HISTORY.pattern,
  givenDayWeek: GET_GIVEN_DAY_WEEK.pattern,
  allWeeks: LIST_WEEKS_OF_YEAR.pattern,
  dayTotals: GET_DAY_TOTALS.pattern,
  currentWeek: GET_WEEK.pattern,
  weeklyDates: GET_WEEKLY_DATES.pattern,
  getTotals: GET_WEEK_TOTALS.pattern,
  weekTotals: GET_WEEK_DAY_TOTALS.pattern,
  comment: SET_PRESENCE_COMMENT.pattern,
  today: GET_PRESENCE_TODAY.pattern,
  teamWeek: GET_TEAM_WEEK.pattern,
  teamHistory: LIST_TEAM_HISTORY.pattern,
  createRecord: CREATE_PRESENCE_RECORD.pattern,
  updateRecord: UPDATE_PRESENCE_RECORD.pattern,
  deleteRecord: DELETE_PRESENCE_RECORD.pattern,
  recordAudit: LIST_PRESENCE_RECORD_AUDIT.pattern,
  listSchedules: LIST_SCHEDULES.pattern,
  assignSchedules: ASSIGN_SCHEDULES.pattern,
  deleteSchedule: DELETE_SCHEDULE.pattern,
  deviceScan: TAKE_DEVICE_SCAN.pattern,
  scanImage: GET_SCAN_IMAGE.pattern,
} as const;
