import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { GET_MY_CALENDAR, GET_MY_VACATION_DAYS, GET_PRESENCE_CALENDAR_DAYS, GET_TEAM_CALENDAR, type MyCalendarQuery, type MyCalendarView, Paths, type TeamCalendarQuery } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { MyCalendarQueryDto, TeamCalendarQueryDto } from './calendar.dtos';

const PERIOD_INVALID = Invalid('{ from: ["field_required" | "date_invalid"], to: ["field_required" | "date_invalid" | "end_before_start" | "max_93_days"] }');

/**
 * The calendars of issue 12. /my-calendar gathers three answers at once: absence's own days (absences
 * with status, rest days, switched days, holidays that apply), presence's worked time per day and the
 * vacation balance. /calendar is absence's alone: one call per view, whatever the number of people.
 */
@ApiTags('calendars')
@Controller()
export class CalendarController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('my-calendar')
  @Screen(Paths.myCalendar)
  @ServiceRoute('roles 2 and 8', 'absence or presence')
  @ApiOperation({ summary: 'My days over a period of at most 93 days: worked minutes by presence type, absences with status, rest days, switched days, holidays, vacation balance' })
  @ApiOkResponse({ description: '{ data: MyCalendarView }' })
  @PERIOD_INVALID
  async mine(@Query() query: MyCalendarQueryDto, @Req() req: FastifyRequest) {
    const meta = metaOf(req);
    const q = query as unknown as MyCalendarQuery;
    const [own, presence, balance] = await Promise.all([
      this.rpc.call(GET_MY_CALENDAR, q, meta),
      this.rpc.call(GET_PRESENCE_CALENDAR_DAYS, q, meta),
      this.rpc.call(GET_MY_VACATION_DAYS, {}, meta),
    ]);
    const view: MyCalendarView = { ...own, presence, balance };
    return data(view);
  }

  @Get('calendar')
  @Screen(Paths.calendar)
  @ServiceRoute('role 5', 'absence or org')
  @ApiOperation({
    summary:
      'Who is out over a period of at most 93 days, in the caller’s scope (team lead: their teams; department manager: their departments; team member: their team; HR, general manager, administrators: the company), with the company’s holidays',
  })
  @ApiOkResponse({ description: '{ data: TeamCalendarView }' })
  @Invalid('{ to: ["max_93_days" | "end_before_start"], type: ["invalid_option"], status: ["invalid_option"], team_id: ["invalid_option"] }')
  async team(@Query() query: TeamCalendarQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_TEAM_CALENDAR, query as unknown as TeamCalendarQuery, metaOf(req)));
  }
}
