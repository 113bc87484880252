import { Body, Controller, Delete, Get, Inject, NotFoundException, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DELETE_ENTITLEMENT, ERROR_KEYS, LIST_ENTITLEMENTS, Paths, SAVE_ENTITLEMENT, type VacationDaysForm, type VacationEntitlement } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { definedFields } from '../common/defined-fields';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { IdRoute, Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { VacationDaysDto } from './absence.dtos';

const FORM_FIELDS = ['name', 'valid_from', 'valid_to', 'acquired_on', 'days'] as const;
const ENTITLEMENT_PARAM = ApiParam({ name: 'entitlementId', type: Number, description: 'The vacation rule’s id' });
const INVALID = Invalid('{ name: ["field_required" | "name_taken"], valid_to: ["end_before_start"], days: ["between_0_and_365"], valid_from: ["date_invalid"] }');

/**
 * Vacation days per user (issue 5): the rules of the edit-user screen, kept by absence, which adds
 * what is used, pending and unused of each. Guarded as /edit-user (administration).
 */
@ApiTags('users')
@ServiceRoute('roles 2, 4, 5, 6 and 8', 'absence')
@Screen(Paths.editUser)
@Controller('users/:id/vacation-days')
export class VacationDaysController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  private list(userId: number, req: FastifyRequest): Promise<VacationEntitlement[]> {
    return this.rpc.call(LIST_ENTITLEMENTS, { user_id: userId }, metaOf(req));
  }

  @Get()
  @IdRoute('user')
  @ApiOperation({ summary: 'A user’s vacation rules, newest period first, with used, pending and unused days' })
  @ApiOkResponse({ description: '{ data: VacationEntitlement[] }' })
  async get(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.list(id, req));
  }

  @Post()
  @IdRoute('user')
  @ApiOperation({ summary: 'Add a vacation rule to a user' })
  @ApiCreatedResponse({ description: '{ data: VacationEntitlement }' })
  @INVALID
  async create(@Param('id', ParseIdPipe) id: number, @Body() dto: VacationDaysDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_ENTITLEMENT, { ...definedFields<VacationDaysForm>(dto), user_id: id }, metaOf(req)));
  }

  @Patch(':entitlementId')
  @IdRoute('user')
  @ENTITLEMENT_PARAM
  @ApiOperation({ summary: 'Change a vacation rule: the fields sent replace those of the rule, the others stay' })
  @ApiOkResponse({ description: '{ data: VacationEntitlement }' })
  @INVALID
  async update(@Param('id', ParseIdPipe) id: number, @Param('entitlementId', ParseIdPipe) entitlementId: number, @Body() dto: VacationDaysDto, @Req() req: FastifyRequest) {
    // Absence saves a rule whole: the gateway lays what was sent over the rule as it is.
    const current = (await this.list(id, req)).find((e) => e.id === entitlementId);
    if (!current) throw new NotFoundException({ error: ERROR_KEYS.notFound });
    const whole: VacationDaysForm = Object.fromEntries(FORM_FIELDS.map((f) => [f, current[f]]));
    return data(await this.rpc.call(SAVE_ENTITLEMENT, { ...whole, ...definedFields<VacationDaysForm>(dto), user_id: id, id: entitlementId }, metaOf(req)));
  }

  @Delete(':entitlementId')
  @IdRoute('user')
  @ENTITLEMENT_PARAM
  @ApiOperation({ summary: 'Delete a vacation rule that no vacation request uses' })
  @ApiOkResponse({ description: '{ data: { deleted: true } }' })
  @ApiResponse({ status: 409, description: 'entitlement_in_use: vacation days of it are used or pending' })
  async remove(@Param('id', ParseIdPipe) id: number, @Param('entitlementId', ParseIdPipe) entitlementId: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_ENTITLEMENT, { user_id: id, id: entitlementId }, metaOf(req)));
  }
}
