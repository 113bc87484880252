import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CLOCK,
  GET_CURRENT_PRESENCE,
  GET_DAY_TOTALS,
  GET_GIVEN_DAY_WEEK,
  GET_PERSONAL_HISTORY,
  GET_WEEK,
  GET_WEEK_DAY_TOTALS,
  GET_WEEK_TOTALS,
  GET_WEEKLY_DATES,
  LIST_MY_HISTORY,
  LIST_WEEKS_OF_YEAR,
  Paths,
  type PresenceAction,
  SET_PRESENCE_COMMENT,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { CommentDto, DayQueryDto, HistoryQueryDto, PersonalHistoryQueryDto, WeekQueryDto, YearQueryDto } from './presence.dtos';

const CLOCKED = { description: '{ data: CurrentPresence }: the open record first, empty when nothing is on' };
const LOGGING_DISABLED = ApiResponse({ status: 403, description: 'presence_logging_disabled: management disabled the user’s logging' });
const NOT_STARTED = ApiResponse({ status: 409, description: 'presence_not_started: ending a kind that is not on' });
const WEEK_INVALID = '{ weeknum: ["between_1_and_53"], year: ["invalid_option"] }';

/**
 * The calls of spec section 7 for one's own presence (/my-presence; role 2 refused), with their exact
 * names and verbs. The eight clocking calls take no payload; starting the kind already on changes
 * nothing and answers the current presence.
 */
@ApiTags('my presence')
@ServiceRoute('role 2 (and role 8, who has role 2’s access)', 'presence')
@Screen(Paths.myPresence)
@Controller()
export class MyPresenceController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private async clock(action: PresenceAction, req: FastifyRequest) {
    return data(await this.rpc.call(CLOCK, { action }, metaOf(req)));
  }

  @Post('start-clock-in')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start work (closes a break, private exit or field work that is on)' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  startClockIn(@Req() req: FastifyRequest) {
    return this.clock('start-clock-in', req);
  }

  @Post('end-clock-in')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End work: closes the day’s presence' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  @NOT_STARTED
  endClockIn(@Req() req: FastifyRequest) {
    return this.clock('end-clock-in', req);
  }

  @Post('start-break')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start a break' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  startBreak(@Req() req: FastifyRequest) {
    return this.clock('start-break', req);
  }

  @Post('end-break')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End the break: back to work' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  @NOT_STARTED
  endBreak(@Req() req: FastifyRequest) {
    return this.clock('end-break', req);
  }

  @Post('start-private-exit')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start a private exit' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  startPrivateExit(@Req() req: FastifyRequest) {
    return this.clock('start-private-exit', req);
  }

  @Post('end-private-exit')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End the private exit: back to work' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  @NOT_STARTED
  endPrivateExit(@Req() req: FastifyRequest) {
    return this.clock('end-private-exit', req);
  }

  @Post('start-field-work')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start field work' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  startFieldWork(@Req() req: FastifyRequest) {
    return this.clock('start-field-work', req);
  }

  @Post('end-field-work')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End field work: back to work' })
  @ApiOkResponse(CLOCKED)
  @LOGGING_DISABLED
  @NOT_STARTED
  endFieldWork(@Req() req: FastifyRequest) {
    return this.clock('end-field-work', req);
  }

  @Get('my-presence-current-presence')
  @ApiOperation({ summary: 'The current presence: the open record first (its presence_type_id turns the kind on), empty when off' })
  @ApiOkResponse(CLOCKED)
  async currentPresence(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_CURRENT_PRESENCE, {}, metaOf(req)));
  }

  @Get('my-presence-history')
  @ApiOperation({ summary: 'A page of one’s records, newest first, with the non-empty filters given' })
  @ApiOkResponse({ description: '{ data: { items: PresenceRecordView[], total, page, per_page } }' })
  @Invalid('{ page: ["between_1_and_100000"], per_page: ["between_1_and_100"], from: ["date_invalid"], kind: ["invalid_option"], source: ["invalid_option"] }')
  async history(@Query() query: HistoryQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_MY_HISTORY, query, metaOf(req)));
  }

  @Post('my-personal-presence-history')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The records and segments of one day: one’s own, or (user_id) of a user in one’s scope' })
  @ApiOkResponse({ description: '{ data: PresenceDayView }' })
  @ApiResponse({ status: 404, description: 'not_found: no such user in the company' })
  @Invalid('{ date: ["field_required" | "date_invalid"], user_id: ["invalid_option"] }')
  async personalHistory(@Query() query: PersonalHistoryQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_PERSONAL_HISTORY, query, metaOf(req)));
  }

  @Get('my-presence-given-day-week')
  @ApiOperation({ summary: 'The week (Monday to Sunday) that holds the given day' })
  @ApiOkResponse({ description: '{ data: PresenceWeekView }' })
  @Invalid('{ date: ["date_invalid"] }')
  async givenDayWeek(@Query() query: DayQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_GIVEN_DAY_WEEK, query, metaOf(req)));
  }

  @Get('my-presence-all-weeks')
  @ApiOperation({ summary: 'The ISO weeks of a year, for the week picker' })
  @ApiOkResponse({ description: '{ data: WeekRef[] }' })
  @Invalid('{ year: ["invalid_option"] }')
  async allWeeks(@Query() query: YearQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_WEEKS_OF_YEAR, query, metaOf(req)));
  }

  @Get('my-presence-day-totals')
  @ApiOperation({ summary: 'One day’s totals by presence type' })
  @ApiOkResponse({ description: '{ data: PresenceDayView }' })
  @Invalid('{ date: ["date_invalid"] }')
  async dayTotals(@Query() query: DayQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_DAY_TOTALS, query, metaOf(req)));
  }

  @Get('my-presence-current-week')
  @ApiOperation({ summary: 'A week’s days with records, segments and totals (the current week unless weeknum/year say otherwise)' })
  @ApiOkResponse({ description: '{ data: PresenceWeekView }' })
  @Invalid(WEEK_INVALID)
  async currentWeek(@Query() query: WeekQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WEEK, query, metaOf(req)));
  }

  @Get('my-presence-weekly-dates')
  @ApiOperation({ summary: 'A week’s reference and its seven dates' })
  @ApiOkResponse({ description: '{ data: WeekRef & { dates: string[] } }' })
  @Invalid(WEEK_INVALID)
  async weeklyDates(@Query() query: WeekQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WEEKLY_DATES, query, metaOf(req)));
  }

  @Get('my-presence-get-totals')
  @ApiOperation({ summary: 'A week’s totals' })
  @ApiOkResponse({ description: '{ data: PresenceTotals }' })
  @Invalid(WEEK_INVALID)
  async getTotals(@Query() query: WeekQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WEEK_TOTALS, query, metaOf(req)));
  }

  @Get('my-presence-week-totals')
  @ApiOperation({ summary: 'A week’s totals per day' })
  @ApiOkResponse({ description: '{ data: per-day totals of the week }' })
  @Invalid(WEEK_INVALID)
  async weekTotals(@Query() query: WeekQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WEEK_DAY_TOTALS, query, metaOf(req)));
  }

  @Post('set-get-presence-comment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A day’s comment: set when `comment` is sent (required, at most 250 characters), and answered' })
  @ApiOkResponse({ description: '{ data: PresenceComment }' })
  @Invalid('{ date: ["field_required" | "date_invalid"], comment: ["required" | "too_long"] }')
  async comment(@Body() dto: CommentDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SET_PRESENCE_COMMENT, dto, metaOf(req)));
  }
}
