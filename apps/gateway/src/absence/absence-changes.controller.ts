import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Req, UnprocessableEntityException, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  ADD_ABSENCE_FILES,
  END_ABSENCE,
  FILE_ERRORS,
  GET_MY_SUBSTITUTE,
  GET_TEAM_COVERAGE,
  LIST_APPROVAL_RULES,
  Paths,
  SAVE_APPROVAL_RULES,
  SET_MY_SUBSTITUTE,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { EndAbsenceDto, SaveApprovalRulesDto, SetSubstituteDto } from './absence-changes.dtos';
import { AbsenceFilesInterceptor, storeUploads, uploadsOf } from './absence-files';

const ID_PARAM = ApiParam({ name: 'id', type: Number, description: 'The absence request’s id' });

/** The requester adds files to a request already made (a document asked for, sent later). */
@ApiTags('absences')
@ServiceRoute('role 2 (no personal absence pages)', 'absence')
@Screen(Paths.myAbsences)
@Controller()
export class AbsenceFilesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Post('absences/:id/files')
  @HttpCode(200)
  @UseInterceptors(AbsenceFilesInterceptor)
  @ID_PARAM
  @ApiOperation({ summary: 'Add files to one’s pending or approved request (multipart `files`; up to 5 in all; PDF ≤ 1 MB, JPEG ≤ 10 MB, checked by content)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } } } })
  @ApiOkResponse({ description: '{ data: AbsenceView } with its files; missing_document false once a file is there' })
  @ApiResponse({ status: 403, description: 'no_permission: not the requester’s' })
  @ApiResponse({ status: 404, description: 'not_found' })
  @ApiResponse({ status: 409, description: 'absence_not_pending: declined or cancelled' })
  @Invalid('{ files: ["file_required" | "file_format_pdf_jpg" | "file_too_large_1mb" | "file_too_large_10mb" | "max_5_files"] }')
  async addFiles(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    const meta = metaOf(req);
    const uploads = uploadsOf(req);
    if (uploads.length === 0) throw new UnprocessableEntityException({ errors: { files: [FILE_ERRORS.required] } });
    // Documents checks each file by content; one never attached (the request refused) is swept after a day.
    const files = await storeUploads(this.rpc, uploads, meta);
    return data(await this.rpc.call(ADD_ABSENCE_FILES, { id, files }, meta));
  }
}

/** HR ends an absence early; approvers name who decides their steps while they are away. */
@ApiTags('absences')
@ServiceRoute('roles 4 and 5', 'absence')
@Screen(Paths.absenceRequests)
@Controller()
export class AbsenceChangesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Post('absences/:id/end')
  @HttpCode(200)
  @ID_PARAM
  @ApiOperation({ summary: 'HR (or an administrator) ends a started absence early, on end_date, with a reason' })
  @ApiOkResponse({ description: '{ data: AbsenceView } with the shorter period and its days' })
  @ApiResponse({ status: 403, description: 'forbidden: not HR or an administrator' })
  @ApiResponse({ status: 409, description: 'absence_not_started | absence_not_pending (not approved)' })
  @Invalid('{ end_date: ["field_required" | "date_invalid" | "end_date_out_of_period"], reason: ["field_required" | "max_250_characters"] }')
  async end(@Param('id', ParseIdPipe) id: number, @Body() body: EndAbsenceDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(END_ABSENCE, { id, end_date: body.end_date, reason: body.reason }, metaOf(req)));
  }

  @Get('absences/:id/team-coverage')
  @ID_PARAM
  @ApiOperation({ summary: 'On each date of a request, how many others of the requester’s team are already off (approved, pending)' })
  @ApiOkResponse({ description: '{ data: { team_id, team_size, max_percent, action: "warn" | "refuse", days: [{ date, approved, pending, exceeded }] } }' })
  @ApiResponse({ status: 404, description: 'not_found' })
  async teamCoverage(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_TEAM_COVERAGE, { id }, metaOf(req)));
  }

  @Get('my-substitute')
  @ApiOperation({ summary: 'Who decides the actor’s approval steps while they are away' })
  @ApiOkResponse({ description: '{ data: { user_id, substitute_user_id, substitute_name, from, to } } (nulls when none)' })
  async substitute(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_MY_SUBSTITUTE, {}, metaOf(req)));
  }

  @Put('my-substitute')
  @ApiOperation({ summary: 'Name a substitute for a period (from–to, both included), or none with substitute_user_id: null' })
  @ApiOkResponse({ description: '{ data: { user_id, substitute_user_id, substitute_name, from, to } }' })
  @Invalid('{ substitute_user_id: ["invalid_option" | "invalid_substitute" | "substitute_has_substitute"], from: ["field_required" | "date_invalid"], to: ["end_before_start"] }')
  async setSubstitute(@Body() body: SetSubstituteDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SET_MY_SUBSTITUTE, body, metaOf(req)));
  }
}

/** Chains by type and length: the company's approval steps per absence type, edited where the company settings are. */
@ApiTags('absences')
@ServiceRoute('roles other than 1 and 7', 'absence')
@Screen(Paths.settings)
@Controller()
export class AbsenceApprovalRulesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('absence-approval-rules')
  @ApiOperation({ summary: 'Each absence type with its approval steps and from how many requested days each applies (company_default: the single setting applies)' })
  @ApiOkResponse({ description: '{ data: Array<{ absence_type_id, company_default, steps: [{ step, from_days }] }> }' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_APPROVAL_RULES, {}, metaOf(req)));
  }

  @Put('absence-approval-rules/:typeId')
  @ApiParam({ name: 'typeId', type: Number, description: 'The absence type (1–11)' })
  @ApiOperation({ summary: 'Set a type’s approval steps, each from a number of requested days (an empty list: back to the company setting)' })
  @ApiOkResponse({ description: '{ data: { absence_type_id, company_default, steps } }' })
  @Invalid('{ steps: ["invalid_option" | "duplicate_step"], "steps.0.from_days": ["invalid_option"], absence_type_id: ["invalid_option"] }')
  async save(@Param('typeId', ParseIdPipe) typeId: number, @Body() body: SaveApprovalRulesDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: typeId, steps: body.steps }, metaOf(req)));
  }
}
