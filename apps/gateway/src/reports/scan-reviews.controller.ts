import { Controller, Delete, Inject, Param, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MARK_SCAN_REVIEWED, Paths, UNMARK_SCAN_REVIEWED } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';

const RECORD_PARAM = ApiParam({ name: 'record_id', type: Number, description: 'The scan record’s id (the administrators report’s Record column)' });
const NOT_AN_ID = ApiResponse({ status: 404, description: 'not_found: a record id that is not a positive integer, or no scan image of the actor’s company and scope' });

/**
 * Reviewed marks of the administrators report: the administrators report's screen rule (roles 1, 2,
 * 3, 7, 8); reports checks the role again and keeps the mark in the actor's company only.
 */
@ApiTags('reports')
@ServiceRoute('roles 4, 5 and 6: the administrators report’s rule', 'reports')
@Screen(Paths.administratorReports)
@Controller('reports/administrators/reviews')
export class ScanReviewsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Put(':record_id')
  @RECORD_PARAM
  @NOT_AN_ID
  @ApiOperation({ summary: 'Mark a scan’s image reviewed (who and when); marking again keeps the first mark' })
  @ApiOkResponse({ description: '{ data: { record_id, reviewed: true, reviewed_by_id, reviewed_by_name, reviewed_at } }' })
  async mark(@Param('record_id', ParseIdPipe) recordId: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(MARK_SCAN_REVIEWED, { record_id: recordId }, metaOf(req)));
  }

  @Delete(':record_id')
  @RECORD_PARAM
  @NOT_AN_ID
  @ApiOperation({ summary: 'Take a scan’s reviewed mark away (answered unmarked, also when it was not marked)' })
  @ApiOkResponse({ description: '{ data: { record_id, reviewed: false, reviewed_by_id: null, reviewed_by_name: null, reviewed_at: null } }' })
  async unmark(@Param('record_id', ParseIdPipe) recordId: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UNMARK_SCAN_REVIEWED, { record_id: recordId }, metaOf(req)));
  }
}
