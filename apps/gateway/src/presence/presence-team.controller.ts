import { Body, Controller, Delete, Get, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ASSIGN_SCHEDULES,
  CREATE_PRESENCE_RECORD,
  DELETE_PRESENCE_RECORD,
  DELETE_SCHEDULE,
  GET_PRESENCE_TODAY,
  GET_SCAN_IMAGE,
  GET_TEAM_WEEK,
  LIST_PRESENCE_RECORD_AUDIT,
  LIST_SCHEDULES,
  LIST_TEAM_HISTORY,
  Paths,
  UPDATE_PRESENCE_RECORD,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { AVATAR_TYPES, sendImage } from '../common/images';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { IdRoute, Invalid, ServiceRoute } from '../common/api-docs.decorators';
import {
  AssignScheduleDto,
  ReasonDto,
  RecordInputDto,
  RecordUpdateDto,
  ScanImageQueryDto,
  ScheduleQueryDto,
  TeamFilterQueryDto,
  TeamHistoryQueryDto,
  TeamWeekQueryDto,
} from './presence.dtos';

const SCOPE = ApiResponse({
  status: 403,
  description: 'no_permission: the user is outside the caller’s scope (team lead: their team; department manager: their department; roles 4 and 5: themselves)',
});
const EDIT_INVALID = '{ start: ["date_invalid"], end: ["end_before_start"], kind: ["invalid_option"], reason: ["required" | "too_long"] }';

/**
 * The managers' /presence screen (role 5 refused): who is in today, the team's week and history,
 * edits with a reason and their audit trail, and schedules. The gateway guards the screen and the
 * shape of what is sent; presence applies each role's scope (another company's ids are 404).
 */
@ApiTags('presence (managers)')
@ServiceRoute('role 5', 'presence')
@Screen(Paths.presence)
@Controller('presence')
export class PresenceTeamController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('today')
  @ApiOperation({ summary: 'Who is in now, on which kind and since when, and the work of the day, per user in scope' })
  @ApiOkResponse({ description: '{ data: TodayRow[] }' })
  @Invalid('{ department_id: ["invalid_option"], team_id: ["invalid_option"] }')
  async today(@Query() query: TeamFilterQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_PRESENCE_TODAY, query, metaOf(req)));
  }

  @Get('week')
  @ApiOperation({ summary: 'A week’s totals per user and day (the current week unless weeknum/year say otherwise)' })
  @ApiOkResponse({ description: '{ data: TeamWeekView }' })
  @Invalid('{ weeknum: ["between_1_and_53"], year: ["invalid_option"], user_ids: ["invalid_option"] }')
  async week(@Query() query: TeamWeekQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_TEAM_WEEK, query, metaOf(req)));
  }

  @Get('history')
  @ApiOperation({ summary: 'A page of the records of the users in scope (or of one), newest first, filtered' })
  @ApiOkResponse({ description: '{ data: { items: PresenceRecordView[], total, page, per_page } }' })
  @SCOPE
  @Invalid('{ page: ["between_1_and_100000"], from: ["date_invalid"], user_id: ["invalid_option"] }')
  async history(@Query() query: TeamHistoryQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_TEAM_HISTORY, query, metaOf(req)));
  }

  @Post('records')
  @ApiOperation({ summary: 'Add a record for a user in scope, with a reason; overlapping records are trimmed, merged or removed' })
  @ApiCreatedResponse({ description: '{ data: PresenceRecordView }' })
  @SCOPE
  @ApiResponse({ status: 404, description: 'not_found: no such user in the company' })
  @Invalid(`{ user_id: ["field_required"], ${EDIT_INVALID.slice(2)}`)
  async createRecord(@Body() dto: RecordInputDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_PRESENCE_RECORD, dto, metaOf(req)));
  }

  @Patch('records/:id')
  @IdRoute('record')
  @ApiOperation({ summary: 'Change a record’s times or kind, with a reason; the previous and the first registered times are kept (the record travels as id)' })
  @ApiOkResponse({ description: '{ data: PresenceRecordView }' })
  @SCOPE
  @Invalid(EDIT_INVALID.replace('}', ', start: ["no_changes_to_save"] }'))
  async updateRecord(@Param('id', ParseIdPipe) id: number, @Body() dto: RecordUpdateDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_PRESENCE_RECORD, { ...dto, id }, metaOf(req)));
  }

  @Delete('records/:id')
  @IdRoute('record')
  @ApiOperation({ summary: 'Delete a record, with a reason (body { reason }); the audit keeps it' })
  @ApiOkResponse({ description: '{ data: { deleted: true } }' })
  @SCOPE
  @Invalid('{ reason: ["required" | "too_long"] }')
  async deleteRecord(@Param('id', ParseIdPipe) id: number, @Body() dto: ReasonDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_PRESENCE_RECORD, { ...dto, id }, metaOf(req)));
  }

  @Get('records/:id/audit')
  @IdRoute('record')
  @ApiOperation({ summary: 'Every change of a record: create, update, delete, merge, trim, auto_stop, with before, after, who, why and when' })
  @ApiOkResponse({ description: '{ data: PresenceAuditEntry[] }' })
  @SCOPE
  async audit(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_PRESENCE_RECORD_AUDIT, { record_id: id }, metaOf(req)));
  }

  @Get('records/:id/image')
  @IdRoute('record')
  @ApiOperation({ summary: 'The image a gate device took with the scan that opened a record (or, with action=clock-out, closed it), when the company saves images' })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiResponse({ status: 200, description: 'The image bytes' })
  @SCOPE
  async image(@Param('id', ParseIdPipe) id: number, @Query() query: ScanImageQueryDto, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    sendImage(res, await this.rpc.call(GET_SCAN_IMAGE, { ...query, record_id: id }, metaOf(req)), AVATAR_TYPES);
  }

  @Get('schedules')
  @ApiOperation({ summary: 'The scheduled shifts of the users in scope (or of one) between two days' })
  @ApiOkResponse({ description: '{ data: ScheduleEntry[] }' })
  @Invalid('{ from: ["field_required" | "date_invalid"], to: ["field_required" | "date_invalid"], user_id: ["invalid_option"] }')
  async schedules(@Query() query: ScheduleQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_SCHEDULES, query, metaOf(req)));
  }

  @Post('schedules')
  @ApiOperation({ summary: 'Assign a shift to users on dates (an entry already there for a user and date is replaced)' })
  @ApiCreatedResponse({ description: '{ data: ScheduleEntry[] }' })
  @SCOPE
  @Invalid('{ user_ids: ["field_required"], dates: ["date_invalid"], shift_id: ["invalid_option"] }')
  async assignSchedules(@Body() dto: AssignScheduleDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(ASSIGN_SCHEDULES, dto, metaOf(req)));
  }

  @Delete('schedules/:id')
  @IdRoute('schedule entry')
  @ApiOperation({ summary: 'Remove a schedule entry' })
  @ApiOkResponse({ description: '{ data: { deleted: true } }' })
  @SCOPE
  async deleteSchedule(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_SCHEDULE, { id }, metaOf(req)));
  }
}
