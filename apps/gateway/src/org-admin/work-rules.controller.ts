import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ORG_ADMIN_RPC, Paths, type Page, type PageQuery, type Shift, type WorkRules } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { definedFields } from '../common/defined-fields';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../identity/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from './api-docs';
import { PageQueryDto } from './dto/page-query.dto';
import { ShiftDto, UpdateWorkRulesDto } from './dto/work-rules.dto';
import type { IdRequest, SaveShiftRequest, UpdateWorkRulesRequest } from './org-admin.requests';

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
  async rules(@Req() req: Request) {
    return data(await this.rpc.send<WorkRules>('org', ORG_ADMIN_RPC.getWorkRules, {}, metaOf(req)));
  }

  @Put('work-rules')
  @ApiOperation({ summary: 'Change the work rules (fields left out stay as they are)' })
  @ApiOkResponse({ description: '{ data: WorkRules }' })
  @Invalid('{ work_days: ["invalid_option"], daily_hours: ["between_1_and_24"] }')
  async updateRules(@Body() dto: UpdateWorkRulesDto, @Req() req: Request) {
    const payload: UpdateWorkRulesRequest = definedFields(dto);
    return data(await this.rpc.send<WorkRules>('org', ORG_ADMIN_RPC.updateWorkRules, payload, metaOf(req)));
  }

  @Get('shifts')
  @ApiOperation({ summary: 'A page of the company’s shifts' })
  @ApiOkResponse({ description: '{ data: { items: Shift[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async shifts(@Query() query: PageQueryDto, @Req() req: Request) {
    const payload: PageQuery = definedFields(query);
    return data(await this.rpc.send<Page<Shift>>('org', ORG_ADMIN_RPC.listShifts, payload, metaOf(req)));
  }

  @Post('shifts')
  @ApiOperation({ summary: 'Add a shift (strict, sliding or custom; an end before the start crosses midnight)' })
  @ApiCreatedResponse({ description: '{ data: Shift } with total_minutes' })
  @Invalid('{ start: ["time_invalid"], type: ["invalid_option"] }')
  async createShift(@Body() dto: ShiftDto, @Req() req: Request) {
    const payload: SaveShiftRequest = definedFields(dto);
    return data(await this.rpc.send<Shift>('org', ORG_ADMIN_RPC.saveShift, payload, metaOf(req)));
  }

  @Put('shifts/:id')
  @IdRoute('shift')
  @ApiOperation({ summary: 'Change a shift, sent whole' })
  @ApiOkResponse({ description: '{ data: Shift }' })
  @Invalid('{ end: ["time_invalid"] }')
  async updateShift(@Param('id', ParseIdPipe) id: number, @Body() dto: ShiftDto, @Req() req: Request) {
    const payload: SaveShiftRequest = { ...definedFields(dto), id };
    return data(await this.rpc.send<Shift>('org', ORG_ADMIN_RPC.saveShift, payload, metaOf(req)));
  }

  @Delete('shifts/:id')
  @IdRoute('shift')
  @ApiOperation({ summary: 'Delete a shift' })
  async removeShift(@Param('id', ParseIdPipe) id: number, @Req() req: Request) {
    const payload: IdRequest = { id };
    return data(await this.rpc.send<unknown>('org', ORG_ADMIN_RPC.deleteShift, payload, metaOf(req)));
  }
}
