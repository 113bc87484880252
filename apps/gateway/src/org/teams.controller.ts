import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Actions, CREATE_TEAM, DELETE_TEAM, LIST_TEAMS, Paths, UPDATE_TEAM } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Action, Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { TeamDto, TeamsQueryDto } from './org.dtos';

/**
 * The 403 of a change: team leads see the teams but do not change them. Only the answer is named here:
 * the class's AdminRoute already documents the bearer scheme (a second one would list it twice).
 */
const TeamChangeRefused = () => ApiResponse({ status: 403, description: 'forbidden (roles 2, 4, 5, 6 and 8: team leads see the teams but do not change them), or a session-state key' });

/** The teams screen (roles 2, 4 and 5 refused; team leads list the teams, only administration changes them). */
@ApiTags('teams')
@AdminRoute('roles 2, 4, 5 and 8')
@Screen(Paths.teams)
@Controller('teams')
export class TeamsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'A page of the company’s teams with department, lead and members (filtered by department or kind)' })
  @ApiOkResponse({ description: '{ data: { items: Team[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID}, kind: ["invalid_option"] }`)
  async list(@Query() query: TeamsQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_TEAMS, query, metaOf(req)));
  }

  @Post()
  @Action(Actions.manageTeams)
  @TeamChangeRefused()
  @ApiOperation({ summary: 'Add a team' })
  @ApiCreatedResponse({ description: '{ data: Team }' })
  @Invalid('{ name: ["field_required"], team_lead_user_id: ["field_required"], member_ids: ["invalid_option"] }')
  async create(@Body() form: TeamDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(CREATE_TEAM, form, metaOf(req)));
  }

  @Put(':id')
  @Action(Actions.manageTeams)
  @TeamChangeRefused()
  @IdRoute('team')
  @ApiOperation({ summary: 'Change a team: name, department, lead (only once the lead’s pending approvals are settled), members; fields left out stay' })
  @ApiOkResponse({ description: '{ data: Team }' })
  @Invalid('{ member_ids: ["invalid_option"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: TeamDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_TEAM, { ...form, team_id: id }, metaOf(req)));
  }

  @Delete(':id')
  @Action(Actions.manageTeams)
  @TeamChangeRefused()
  @IdRoute('team')
  @ApiOperation({ summary: 'Delete a team (not the Default or Deactivated one)' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(DELETE_TEAM, { team_id: id }, metaOf(req)));
  }
}
