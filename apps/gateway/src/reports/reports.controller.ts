import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CANCEL_REPORT_EXPORT,
  CREATE_REPORT_EXPORT,
  ERROR_KEYS,
  GET_REPORT_EXPORT,
  GET_REPORT_PREVIEW,
  isReportKind,
  LIST_REPORT_EXPORTS,
  mayRunReport,
  READ_REPORT_EXPORT_CHUNK,
  REPORT_KINDS,
  type ReportKind,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { AnyMember } from '../access/access.decorators';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { authOf, metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { streamDownload } from '../documents/file-response';
import { CreateExportBodyDto, ReportPreviewQueryDto } from './reports.dtos';

/** A preview goes through every employee of the selection (its totals are the selection's): longer than a screen's call. */
const PREVIEW_TIMEOUT_MS = 180_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS_INVALID = '{ from: ["field_required" | "date_invalid"], to: ["from_after_to" | "period_too_long"], team_id: ["invalid_option"], bucket: ["invalid_option"] }';

const KIND_PARAM = ApiParam({ name: 'kind', enum: REPORT_KINDS });
const ID_PARAM = ApiParam({ name: 'id', type: String, format: 'uuid', description: 'The export job’s id' });

/**
 * Reports and their exports. Each kind has its screen's rule (REPORT_ACCESS, from the access rules):
 * the gateway refuses a role early, reports checks again and scopes the rows (team lead → team,
 * department manager → department, HR, general manager, administrator, chairman → company).
 */
@ApiTags('reports')
@ServiceRoute('roles 4 and 5; each kind its screen’s roles (REPORTS-API.md)', 'reports')
@AnyMember()
@Controller()
export class ReportsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private kind(req: FastifyRequest, kind: string): ReportKind {
    if (!isReportKind(kind)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const { session } = authOf(req);
    if (!mayRunReport(kind, session.rid, session.sr === true)) throw new ForbiddenException({ error: ERROR_KEYS.forbidden });
    return kind;
  }

  private id(id: string): string {
    if (!UUID.test(id)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    return id;
  }

  @Get('reports/:kind')
  @KIND_PARAM
  @ApiOperation({ summary: 'A page of a report: columns, rows (per employee-day or per employee, with employee totals), the selection’s totals, the legend' })
  @ApiOkResponse({ description: '{ data: ReportPreview, meta: { page, size, total } }' })
  @ApiResponse({ status: 404, description: 'not_found: no such report kind' })
  @Invalid(FILTERS_INVALID)
  async preview(@Param('kind') kind: string, @Query() query: ReportPreviewQueryDto, @Req() req: FastifyRequest) {
    return this.rpc.call(GET_REPORT_PREVIEW, { kind: this.kind(req, kind), query }, metaOf(req), PREVIEW_TIMEOUT_MS);
  }

  @Post('reports/:kind/exports')
  @HttpCode(202)
  @KIND_PARAM
  @ApiOperation({ summary: 'Start an export (XLSX or PDF) of a report with its filters: a job, whatever its size' })
  @ApiAcceptedResponse({ description: '{ data: ExportJob } (status queued)' })
  @Invalid(`{ format: ["field_required" | "invalid_option"], ${FILTERS_INVALID.slice(2)}`)
  async createExport(@Param('kind') kind: string, @Body() body: CreateExportBodyDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_REPORT_EXPORT, { kind: this.kind(req, kind), body }, metaOf(req)));
  }

  @Get('report-exports')
  @ApiOperation({ summary: 'The actor’s recent exports, newest first' })
  @ApiOkResponse({ description: '{ data: ExportJob[] }' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_REPORT_EXPORTS, {}, metaOf(req)));
  }

  @Get('report-exports/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'An export’s status and progress (0–100, rows done)' })
  @ApiOkResponse({ description: '{ data: ExportJob }' })
  @ApiResponse({ status: 404, description: 'not_found: no such export in the company and the actor’s scope' })
  async get(@Param('id') id: string, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_REPORT_EXPORT, { id: this.id(id) }, metaOf(req)));
  }

  @Delete('report-exports/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'Cancel a queued or running export (status cancelled); a finished one is answered as it is' })
  @ApiOkResponse({ description: '{ data: ExportJob }' })
  async cancel(@Param('id') id: string, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CANCEL_REPORT_EXPORT, { id: this.id(id) }, metaOf(req)));
  }

  @Get('report-exports/:id/file')
  @ID_PARAM
  @ApiOperation({ summary: 'Download a finished export (streamed in chunks from reports)' })
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf')
  @ApiResponse({ status: 404, description: 'not_found' })
  @ApiResponse({ status: 409, description: 'report_export_not_ready' })
  @ApiResponse({ status: 410, description: 'report_export_expired' })
  async file(@Param('id') id: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const meta = metaOf(req);
    const first = await this.rpc.call(READ_REPORT_EXPORT_CHUNK, { id: this.id(id), offset: 0 }, meta);
    await streamDownload(res, first, (offset) => this.rpc.call(READ_REPORT_EXPORT_CHUNK, { id, offset }, meta));
  }
}
