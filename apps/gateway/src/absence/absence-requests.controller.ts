import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res, UnprocessableEntityException, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type CreateAbsencePayload,
  APPROVE_ABSENCE,
  APPROVE_ALL_ABSENCES,
  CANCEL_ABSENCE,
  CREATE_ABSENCE,
  CreateAbsenceRequest,
  DECLINE_ABSENCE,
  DECLINE_ALL_ABSENCES,
  ERROR_KEYS,
  GET_ABSENCE,
  GET_ABSENCE_CATALOGUE,
  GET_MY_VACATION_DAYS,
  LIST_ABSENCES,
  LIST_MY_ABSENCES,
  LIST_WAITING_APPROVALS,
  Paths,
  PREVIEW_ABSENCE,
  READ_FILE,
} from '@presently/contracts';
import { parseWith } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { isMultipart } from '../common/multipart';
import { sendDownload } from '../documents/file-response';
import { data } from '../common/envelope';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { AbsenceFilesInterceptor, formFields, storeUploads, uploadsOf } from './absence-files';
import { AbsencesQueryDto, CreateAbsenceDto, DeclineAbsenceDto, MyAbsencesQueryDto, PreviewAbsenceQueryDto } from './absence-requests.dtos';

const ID_PARAM = ApiParam({ name: 'id', type: Number, description: 'The absence request’s id' });
const INVALID_REQUEST = Invalid(
  '{ start_date: ["vacation_needs_working_days_notice" | "dates_must_be_present_or_future" | "overlapping_absence" | "days_exceed_annual_limit" | …], dates: ["max_two_rest_days" | …], switch_date: ["select_one_day_to_switch"], comment: ["field_required" | "max_250_characters"], files: ["file_format_pdf_jpg" | "file_too_large_1mb" | "file_too_large_10mb" | "max_5_files"] }',
);

/**
 * An employee's own absences (issue 11): ask for one (JSON, or multipart with up to 5 `files`), see
 * and cancel them, download their files, the vacation balance. Absence scopes every answer by the
 * actor: a request out of their scope, or of another company, is 404.
 */
@ApiTags('absences')
@ServiceRoute('no role (every member)', 'absence')
@Screen(Paths.myAbsences)
@Controller()
export class MyAbsencesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('absence-types')
  @ApiOperation({ summary: 'Absence types with their rules, personal-day reasons with their yearly allowances' })
  @ApiOkResponse({ description: '{ data: AbsenceCatalogue }' })
  async types(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_ABSENCE_CATALOGUE, {}, metaOf(req)));
  }

  @Get('absence-preview')
  @ApiOperation({ summary: 'The working days a request would take and the vacation days left after it' })
  @ApiOkResponse({ description: '{ data: AbsencePreview }' })
  async preview(@Query() query: PreviewAbsenceQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(PREVIEW_ABSENCE, query, metaOf(req)));
  }

  @Post('absences')
  @UseInterceptors(AbsenceFilesInterceptor)
  @ApiOperation({ summary: 'Ask for an absence (JSON, or multipart/form-data with the same fields and up to 5 `files`: PDF ≤ 1 MB, JPEG ≤ 10 MB, checked by content)' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreateAbsenceDto })
  @ApiCreatedResponse({ description: '{ data: AbsenceView } with requested_days, status and the chain with who holds each step' })
  @ApiResponse({ status: 403, description: 'forbidden: user_id of someone else by a role other than HR or administrator' })
  @INVALID_REQUEST
  async create(@Body() body: unknown, @Req() req: FastifyRequest) {
    const meta = metaOf(req);
    // The body is checked here rather than by the global pipe: multipart fields arrive as text.
    const fields = isMultipart(req) ? formFields((body ?? {}) as Record<string, unknown>) : body;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) throw new UnprocessableEntityException({ error: ERROR_KEYS.malformedBody });
    const parsed = parseWith(CreateAbsenceRequest, fields);
    if (!parsed.ok) throw new UnprocessableEntityException({ errors: parsed.errors });
    // Files first (documents checks them by content); any refusal answers before a request exists.
    // A stored file never attached is swept by documents after a day, so a failed request leaves nothing for long.
    const files = await storeUploads(this.rpc, uploadsOf(req), meta);
    const payload: CreateAbsencePayload = { ...parsed.value, files };
    return data(await this.rpc.call(CREATE_ABSENCE, payload, meta));
  }

  @Get('my-absences')
  @ApiOperation({ summary: 'The actor’s own requests, newest first, paged; filters year, type, status' })
  @ApiOkResponse({ description: '{ data: { items: AbsenceView[], total, page, per_page } }' })
  async mine(@Query() query: MyAbsencesQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_MY_ABSENCES, query, metaOf(req)));
  }

  // Approvers (the general manager too, who has no personal absence pages) open a request they decide.
  @Screen(Paths.absenceDetails)
  @Get('absences/:id')
  @ID_PARAM
  @ApiOperation({ summary: 'One request with its chain, files and audit (own, or in the actor’s scope)' })
  @ApiOkResponse({ description: '{ data: AbsenceDetails }' })
  @ApiResponse({ status: 404, description: 'not_found' })
  async get(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_ABSENCE, { id }, metaOf(req)));
  }

  @Post('absences/:id/cancel')
  @HttpCode(200)
  @ID_PARAM
  @ApiOperation({ summary: 'Cancel: a pending request at once; an approved one not started waits for its last approver' })
  @ApiOkResponse({ description: '{ data: AbsenceView }' })
  @ApiResponse({ status: 409, description: 'absence_already_started | absence_not_pending' })
  async cancel(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CANCEL_ABSENCE, { id }, metaOf(req)));
  }

  // Approvers (the general manager too, who has no personal absence pages) open a request they decide.
  @Screen(Paths.absenceDetails)
  @Get('absences/:id/files/:fileId')
  @ID_PARAM
  @ApiParam({ name: 'fileId', type: Number })
  @ApiOperation({ summary: 'Download a file of a request the actor may see' })
  @ApiProduces('application/pdf', 'image/jpeg')
  @ApiResponse({ status: 404, description: 'not_found' })
  async file(@Param('id', ParseIdPipe) id: number, @Param('fileId', ParseIdPipe) fileId: number, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const meta = metaOf(req);
    // Absence decides who may see the request; documents then reads the file only as this owner's.
    const absence = await this.rpc.call(GET_ABSENCE, { id }, meta);
    if (!absence.files.some((f) => f.id === fileId)) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const file = await this.rpc.call(READ_FILE, { id: fileId, owner: `absence-request:${id}` }, meta);
    sendDownload(res, file);
  }

  @Get('my-vacation-days')
  @ApiOperation({ summary: 'The actor’s vacation rules with used, pending and unused days (live)' })
  @ApiOkResponse({ description: '{ data: VacationBalanceRow[] }' })
  async vacationDays(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_MY_VACATION_DAYS, {}, metaOf(req)));
  }
}

/** Approvers: every request in their scope, what waits for them, and their decisions. */
@ApiTags('absences')
@ServiceRoute('roles 4 and 5', 'absence')
@Screen(Paths.absenceRequests)
@Controller()
export class AbsenceApprovalsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('absences')
  @ApiOperation({ summary: 'Requests the actor may see (team lead: team; manager: department; HR, GM, admin: company), filtered and paged' })
  @ApiOkResponse({ description: '{ data: { items: AbsenceView[], total, page, per_page } }' })
  async list(@Query() query: AbsencesQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_ABSENCES, query, metaOf(req)));
  }

  @Get('absence-approvals')
  @ApiOperation({ summary: 'Requests waiting for the actor’s decision' })
  @ApiOkResponse({ description: '{ data: AbsenceView[] }' })
  async waiting(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_WAITING_APPROVALS, {}, metaOf(req)));
  }

  @Post('absences/:id/approve')
  @HttpCode(200)
  @ID_PARAM
  @ApiOperation({ summary: 'Approve the step waiting for the actor (or confirm a cancellation as its last approver)' })
  @ApiOkResponse({ description: '{ data: AbsenceView }' })
  @ApiResponse({ status: 403, description: 'no_permission: the step is not the actor’s' })
  @ApiResponse({ status: 409, description: 'absence_not_pending: decided meanwhile' })
  async approve(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(APPROVE_ABSENCE, { id }, metaOf(req)));
  }

  @Post('absences/:id/decline')
  @HttpCode(200)
  @ID_PARAM
  @ApiOperation({ summary: 'Decline with a reason (≤ 250): the request ends' })
  @ApiOkResponse({ description: '{ data: AbsenceView }' })
  @Invalid('{ reason: ["field_required" | "max_250_characters"] }')
  async decline(@Param('id', ParseIdPipe) id: number, @Body() body: DeclineAbsenceDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DECLINE_ABSENCE, { id, reason: body.reason }, metaOf(req)));
  }

  @Post('absence-approvals/approve-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve every request waiting for the actor' })
  @ApiOkResponse({ description: '{ data: { count, ids } }' })
  async approveAll(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(APPROVE_ALL_ABSENCES, {}, metaOf(req)));
  }

  @Post('absence-approvals/decline-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline every request waiting for the actor, with one reason' })
  @ApiOkResponse({ description: '{ data: { count, ids } }' })
  @Invalid('{ reason: ["field_required" | "max_250_characters"] }')
  async declineAll(@Body() body: DeclineAbsenceDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DECLINE_ALL_ABSENCES, { reason: body.reason }, metaOf(req)));
  }
}
