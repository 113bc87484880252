import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Actions, DELETE_SHIFT, GET_WORK_RULES, LIST_SHIFTS, Paths, SAVE_SHIFT, UPDATE_WORK_RULES } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Action, Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { PageQueryDto, ShiftDto, UpdateWorkRulesDto } from './org.dtos';

/** The work rules screen: company-wide rules and the shifts (roles 2, 4, 5 and 6 refused). */
@ApiTags('work rules')
@AdminRoute('roles 2, 4, 5, 6 and 8')
@Screen(Paths.workRules)
@Controller()
export class WorkRulesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('work-rules')
  @ApiOperation({ summary: 'The company’s work rules' })
  @ApiOkResponse({ description: '{ data: WorkRules }' })
  async rules(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_WORK_RULES, {}, metaOf(req)));
  }

  @Put('work-rules')
  @ApiOperation({ summary: 'Change the work rules (fields left out stay as they are)' })
  @ApiOkResponse({ description: '{ data: WorkRules }' })
  @Invalid('{ work_days: ["invalid_option"], daily_hours: ["between_1_and_24"] }')
  async updateRules(@Body() form: UpdateWorkRulesDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_WORK_RULES, form, metaOf(req)));
  }

  @Get('shifts')
  @Action(Actions.readShifts) // also the shift list of /presence's assign dialog
  @ApiOperation({ summary: 'A page of the company’s shifts (also for roles 2, 6 and 8, who assign them on /presence)' })
  @ApiOkResponse({ description: '{ data: { items: Shift[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async shifts(@Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_SHIFTS, query, metaOf(req)));
  }

  @Post('shifts')
  @ApiOperation({ summary: 'Add a shift (strict, sliding or custom; an end before the start crosses midnight)' })
  @ApiCreatedResponse({ description: '{ data: Shift } with total_minutes' })
  @Invalid('{ start: ["time_invalid"], type: ["invalid_option"] }')
  async createShift(@Body() form: ShiftDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_SHIFT, form, metaOf(req)));
  }

  @Put('shifts/:id')
  @IdRoute('shift')
  @ApiOperation({ summary: 'Change a shift, sent whole' })
  @ApiOkResponse({ description: '{ data: Shift }' })
  @Invalid('{ end: ["time_invalid"] }')
  async updateShift(@Param('id', ParseIdPipe) id: number, @Body() form: ShiftDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_SHIFT, { ...form, id }, metaOf(req)));
  }

  @Delete('shifts/:id')
  @IdRoute('shift')
  @ApiOperation({ summary: 'Delete a shift' })
  async removeShift(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_SHIFT, { id }, metaOf(req)));
  }
}
