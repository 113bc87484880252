import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  CHANGE_USER_STATUS,
  CREATE_USER,
  GET_USER,
  GET_WORK_SETTINGS,
  LIST_QR_CODES,
  LIST_USERS,
  Paths,
  REGENERATE_QR_CODE,
  UPDATE_USER,
  UPDATE_WORK_SETTINGS,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { QrCodesQueryDto, UpdateWorkSettingsDto, UserDto, UsersQueryDto, UserStatusDto } from './org.dtos';

/** User administration: the users, add-user and edit-user screens (roles 2, 4, 5 and 6 refused). */
@ApiTags('users')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.users)
@Controller('users')
export class UsersController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s users, filtered (q, status, department, team, role) and sorted' })
  @ApiOkResponse({ description: '{ data: { items: UserSummary[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID}, status: ["invalid_option"], department_id: ["invalid_option"] }`)
  async list(@Query() query: UsersQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_USERS, query, metaOf(req)));
  }

  // Before ':id', which would take "qr-codes" for an id.
  @Get('qr-codes')
  @ApiOperation({ summary: 'The QR codes of a department’s or team’s users (or everyone’s), for printing' })
  @ApiOkResponse({ description: '{ data: [{ id, full_name, qr_code }] }' })
  @Invalid('{ department_id: ["invalid_option"] }')
  async qrCodes(@Query() query: QrCodesQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_QR_CODES, query, metaOf(req)));
  }

  @Get(':id')
  @IdRoute('user')
  @ApiOperation({ summary: 'One user, with every field of the edit form' })
  @ApiOkResponse({ description: '{ data: UserDetails }' })
  async get(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_USER, { user_id: id }, metaOf(req)));
  }

  @Post()
  @Screen(Paths.addUser)
  @ApiOperation({ summary: 'Add a user; auth gives them an account and e-mails the link to set a password' })
  @ApiCreatedResponse({ description: '{ data: UserDetails }' })
  @Invalid('{ email: ["email_taken"], full_name: ["field_required"], birthday: ["date_invalid"], role_id: ["invalid_option"] }')
  async create(@Body() form: UserDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_USER, form, metaOf(req)));
  }

  @Put(':id')
  @Screen(Paths.editUser)
  @IdRoute('user')
  @ApiOperation({ summary: 'Change a user: the edit form, sent whole' })
  @ApiOkResponse({ description: '{ data: UserDetails }' })
  @Invalid('{ employment_start_date: ["delete_user_absences_first"], team_id: ["invalid_option"], email: ["no_changes_to_save"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: UserDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_USER, { ...form, user_id: id }, metaOf(req)));
  }

  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @IdRoute('user')
  @ApiOperation({ summary: 'Activate, deactivate, block or unblock a user (blocking ends their sessions)' })
  @ApiOkResponse({ description: '{ data: UserDetails }' })
  @Invalid('{ action: ["invalid_option"] }')
  async changeStatus(@Param('id', ParseIdPipe) id: number, @Body() form: UserStatusDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CHANGE_USER_STATUS, { ...form, user_id: id }, metaOf(req)));
  }

  @Post(':id/qr-code')
  @HttpCode(HttpStatus.OK)
  @IdRoute('user')
  @ApiOperation({ summary: 'Revoke a user’s QR code by issuing a new one: gates refuse the old code (wrong_qr_code) from then on' })
  @ApiOkResponse({ description: '{ data: UserDetails } with the new qr_code' })
  async regenerateQrCode(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REGENERATE_QR_CODE, { user_id: id }, metaOf(req)));
  }

  @Get(':id/work-settings')
  @IdRoute('user')
  @ApiOperation({ summary: 'A user’s work settings: working hours, paid break, presence options' })
  @ApiOkResponse({ description: '{ data: WorkSettings }' })
  async workSettings(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WORK_SETTINGS, { user_id: id }, metaOf(req)));
  }

  @Put(':id/work-settings')
  @IdRoute('user')
  @ApiOperation({ summary: 'Change a user’s work settings (fields left out stay as they are)' })
  @ApiOkResponse({ description: '{ data: WorkSettings }' })
  @Invalid('{ working_hours: ["invalid_option"], max_paid_break_minutes: ["invalid_option"] }')
  async updateWorkSettings(@Param('id', ParseIdPipe) id: number, @Body() form: UpdateWorkSettingsDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_WORK_SETTINGS, { ...form, user_id: id }, metaOf(req)));
  }
}
