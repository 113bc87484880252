import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CREATE_REPORT_SCHEDULE,
  DELETE_REPORT_SCHEDULE,
  ERROR_KEYS,
  GET_REPORT_SCHEDULE,
  LIST_REPORT_SCHEDULE_RUNS,
  LIST_REPORT_SCHEDULES,
  mayScheduleReport,
  mayScheduleReports,
  READ_LINKED_REPORT_FILE,
  REPORT_KINDS,
  type ReportScheduleBody,
  RUN_REPORT_SCHEDULE,
  UPDATE_REPORT_SCHEDULE,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { authOf, metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { streamDownload } from '../documents/file-response';
import { Public } from '../session/public.decorator';
import { ReportScheduleBodyDto } from './reports.dtos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ID_PARAM = ApiParam({ name: 'id', type: String, format: 'uuid', description: 'The schedule’s id' });
const BODY_INVALID =
  '{ kind: ["field_required" | "invalid_option"], format: [...], "filters.period": [...], frequency: [...], weekday: ["field_required" | "invalid_option"], day_of_month: [...], time: ["field_required" | "time_invalid"], recipients: ["recipients_required" | "too_many_recipients"], "recipients.0.email": ["email_invalid"], "recipients.0.lang": ["invalid_option"] }';

/**
 * Scheduled reports (issue 15, ★): a schedule is guarded like its report kind (REPORT_ACCESS): the
 * gateway refuses a kind the session's role may not run, reports checks again and keeps each schedule
 * to the company and scope of its maker. The file of a run too large to mail is read by its secret link.
 */
@ApiTags('reports')
@Controller()
export class ReportSchedulesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  /** The scheduled reports' screen's roles (not team members, who run only their own shift report, nor gate users). */
  private member(req: FastifyRequest): void {
    const { session } = authOf(req);
    if (!mayScheduleReports(session.rid, session.sr === true)) throw new ForbiddenException({ error: ERROR_KEYS.forbidden });
  }

  private body(req: FastifyRequest, body: ReportScheduleBody): ReportScheduleBody {
    this.member(req);
    const { session } = authOf(req);
    if (typeof body.kind === 'string' && (REPORT_KINDS as readonly string[]).includes(body.kind) && !mayScheduleReport(body.kind, session.rid, session.sr === true)) {
      throw new ForbiddenException({ error: ERROR_KEYS.forbidden });
    }
    return body;
  }

  private id(id: string): string {
    if (!UUID.test(id)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    return id;
  }

  @Get('report-schedules')
  @AnyMember()
  @ServiceRoute('roles 4 and 5; the schedules of the kinds the role may run, in its scope', 'reports')
  @ApiOperation({ summary: 'The company’s scheduled reports the actor may run, in the actor’s scope' })
  @ApiOkResponse({ description: '{ data: ReportSchedule[] }' })
  async list(@Req() req: FastifyRequest) {
    this.member(req);
    return data(await this.rpc.call(LIST_REPORT_SCHEDULES, {}, metaOf(req)));
  }

  @Post('report-schedules')
  @AnyMember()
  @ServiceRoute('roles 4 and 5; a kind the role may not run (REPORT_ACCESS)', 'reports')
  @ApiOperation({
    summary:
      'Schedule a report: kind, format, filters with a relative period (last_week, last_month, month_to_date), weekly on a weekday or monthly on day N at a local time of the company zone, recipients (e-mail and language)',
  })
  @ApiCreatedResponse({ description: '{ data: ReportSchedule } (next_run_at computed)' })
  @Invalid(BODY_INVALID)
  async create(@Body() body: ReportScheduleBodyDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_REPORT_SCHEDULE, this.body(req, body as unknown as ReportScheduleBody), metaOf(req)));
  }

  @Get('report-schedules/:id')
  @AnyMember()
  @ServiceRoute('roles 4 and 5', 'reports')
  @ID_PARAM
  @ApiOperation({ summary: 'One scheduled report' })
  @ApiOkResponse({ description: '{ data: ReportSchedule }' })
  @ApiResponse({ status: 404, description: 'report_schedule_not_found: none in the company and the actor’s scope' })
  async get(@Param('id') id: string, @Req() req: FastifyRequest) {
    this.member(req);
    return data(await this.rpc.call(GET_REPORT_SCHEDULE, { id: this.id(id) }, metaOf(req)));
  }

  @Put('report-schedules/:id')
  @AnyMember()
  @ServiceRoute('roles 4 and 5; a kind the role may not run', 'reports')
  @ID_PARAM
  @ApiOperation({ summary: 'Change a scheduled report (sent whole); its next run is computed again' })
  @ApiOkResponse({ description: '{ data: ReportSchedule }' })
  @Invalid(BODY_INVALID)
  async update(@Param('id') id: string, @Body() body: ReportScheduleBodyDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_REPORT_SCHEDULE, { id: this.id(id), body: this.body(req, body as unknown as ReportScheduleBody) }, metaOf(req)));
  }

  @Delete('report-schedules/:id')
  @AnyMember()
  @ServiceRoute('roles 4 and 5', 'reports')
  @ID_PARAM
  @ApiOperation({ summary: 'Remove a scheduled report and its runs (files already made stay until they expire)' })
  @ApiOkResponse({ description: '{ data: { deleted: true } }' })
  async remove(@Param('id') id: string, @Req() req: FastifyRequest) {
    this.member(req);
    return data(await this.rpc.call(DELETE_REPORT_SCHEDULE, { id: this.id(id) }, metaOf(req)));
  }

  @Get('report-schedules/:id/runs')
  @AnyMember()
  @ServiceRoute('roles 4 and 5', 'reports')
  @ID_PARAM
  @ApiOperation({ summary: 'The schedule’s runs, newest first: period, status (pending, exporting, sent, failed), attempts, the export, delivery, error' })
  @ApiOkResponse({ description: '{ data: ReportScheduleRun[] }' })
  async runs(@Param('id') id: string, @Req() req: FastifyRequest) {
    this.member(req);
    return data(await this.rpc.call(LIST_REPORT_SCHEDULE_RUNS, { id: this.id(id) }, metaOf(req)));
  }

  @Post('report-schedules/:id/runs')
  @HttpCode(202)
  @AnyMember()
  @ServiceRoute('roles 4 and 5', 'reports')
  @ID_PARAM
  @ApiOperation({ summary: 'Run now: a run due this instant for the period as it is now; it is exported and mailed as any run' })
  @ApiResponse({ status: 202, description: '{ data: ReportScheduleRun }' })
  async runNow(@Param('id') id: string, @Req() req: FastifyRequest) {
    this.member(req);
    return data(await this.rpc.call(RUN_REPORT_SCHEDULE, { id: this.id(id) }, metaOf(req)));
  }

  @Get('report-files/:token')
  @Public()
  @ApiParam({ name: 'token', description: 'The secret of a scheduled report’s download link (in its e-mail)' })
  @ApiOperation({ summary: 'A scheduled report’s file too large to attach, by the link its e-mail carried; no session (the token is the credential) until the file expires' })
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  @ApiResponse({ status: 404, description: 'not_found' })
  @ApiResponse({ status: 410, description: 'report_export_expired' })
  async file(@Param('token') token: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    if (!LINK_TOKEN.test(token)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const meta = metaOf(req);
    const first = await this.rpc.call(READ_LINKED_REPORT_FILE, { token, offset: 0 }, meta);
    await streamDownload(res, first, (offset) => this.rpc.call(READ_LINKED_REPORT_FILE, { token, offset }, meta));
  }
}
