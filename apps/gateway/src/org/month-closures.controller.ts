import { Body, Controller, Delete, Get, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CLOSE_MONTH, LIST_MONTH_CLOSURES, Paths, REOPEN_MONTH } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { AdminRoute, IdRoute, Invalid } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { CloseMonthDto, ReopenMonthDto } from './org.dtos';

/**
 * Closed months (issue 15 ★). HR and administrators close and reopen them (the month closures
 * screen); the list also serves the presence screen, whose edit dialogs show a closed month as closed
 * instead of offering an edit the services would refuse.
 */
@ApiTags('month-closures')
@Controller('month-closures')
export class MonthClosuresController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @Screen(Paths.presence)
  @AdminRoute('role 5')
  @ApiOperation({ summary: 'The company’s closed months (who closed each, when and why) and the last 100 closes and reopens' })
  @ApiOkResponse({ description: '{ data: { closures: MonthClosure[], history: MonthClosureAuditEntry[] } }' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_MONTH_CLOSURES, {}, metaOf(req)));
  }

  @Post()
  @Screen(Paths.monthClosures)
  @AdminRoute('roles other than 1 and 3')
  @ApiOperation({
    summary:
      'Close a month that has ended (in the company’s zone) for the company or one department: presence edits, schedules, absences and holidays touching it are then refused with 422 { errors: { _: ["month_closed:YYYY-MM"] } }',
  })
  @ApiCreatedResponse({ description: '{ data: MonthClosure }' })
  @ApiResponse({ status: 409, description: 'month_already_closed: closed already for that department or for the whole company' })
  @Invalid('{ month: ["month_invalid" | "month_not_ended"], department_id: ["invalid_option"], reason: ["max_250_characters"] }')
  async close(@Body() dto: CloseMonthDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CLOSE_MONTH, dto, metaOf(req)));
  }

  @Delete(':id')
  @Screen(Paths.monthClosures)
  @AdminRoute('roles other than 1 and 3')
  @IdRoute('month closure')
  @ApiOperation({ summary: 'Reopen a closed month, with a reason (body { reason }); the history keeps it' })
  @ApiOkResponse({ description: '{ data: { reopened: true } }' })
  @Invalid('{ reason: ["field_required" | "max_250_characters"] }')
  async reopen(@Param('id', ParseIdPipe) id: number, @Body() dto: ReopenMonthDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REOPEN_MONTH, { ...dto, closure_id: id }, metaOf(req)));
  }
}
