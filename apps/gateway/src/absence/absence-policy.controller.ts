import { Body, Controller, Get, Inject, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { LIST_PERSONAL_DAY_ALLOWANCES, LIST_USERS, Paths, SAVE_PERSONAL_DAY_ALLOWANCES, type UserSummary } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { Invalid, ServiceRoute } from '../common/api-docs.decorators';
import { data } from '../common/envelope';
import { actorOfRequest, metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { SavePersonalDayAllowancesDto } from './absence-changes.dtos';

/** Personal-day allowances per company: the 11 reasons with their yearly days, edited where the company settings are. */
@ApiTags('absences')
@ServiceRoute('roles other than 1 and 7', 'absence')
@Screen(Paths.settings)
@Controller()
export class PersonalDayAllowancesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('personal-day-allowances')
  @ApiOperation({ summary: 'Each personal-day reason with the company’s yearly allowance and the labour code’s default' })
  @ApiOkResponse({ description: '{ data: Array<{ reason_id, key, days, default_days, company_default }> }' })
  async list(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_PERSONAL_DAY_ALLOWANCES, {}, metaOf(req)));
  }

  @Put('personal-day-allowances')
  @ApiOperation({ summary: 'Set the company’s own allowance of some reasons (days: null restores the default)' })
  @ApiOkResponse({ description: '{ data: Array<{ reason_id, key, days, default_days, company_default }> }' })
  @Invalid('{ allowances: ["field_required" | "invalid_option"], "allowances.0.days": ["between_0_and_60" | "invalid_option"] }')
  async save(@Body() body: SavePersonalDayAllowancesDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_PERSONAL_DAY_ALLOWANCES, body, metaOf(req)));
  }
}

/** Roles that reach the approvals, so a substitute can decide what waits there (as absence checks when one is named). */
const SUBSTITUTE_ROLES: readonly number[] = [1, 2, 3, 6, 7, 8];

/** Whom an approver may name as substitute: names only, of active colleagues who can approve (org's user list is the administrators'). */
@ApiTags('absences')
@ServiceRoute('roles 4, 5 and 8 (no approvals page)', 'org')
@Screen(Paths.absenceRequests)
@Controller()
export class SubstituteCandidatesController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get('absence-substitute-candidates')
  @ApiOperation({ summary: 'Active colleagues who may stand in as substitute (id, name, role), the actor left out' })
  @ApiOkResponse({ description: '{ data: Array<{ id, full_name, role_id }> }' })
  async candidates(@Req() req: FastifyRequest) {
    const me = actorOfRequest(req);
    const people: UserSummary[] = [];
    // A company's people, page by page (org's pages hold at most 100).
    for (let page = 1; page <= 50; page++) {
      const result = await this.rpc.call(LIST_USERS, { status: 'active', page: String(page), per_page: '100' }, metaOf(req));
      people.push(...result.items);
      if (result.items.length === 0 || people.length >= result.total) break;
    }
    return data(
      people
        .filter((u) => u.id !== me.userId && SUBSTITUTE_ROLES.includes(u.role_id))
        .map((u) => ({ id: u.id, full_name: u.full_name, role_id: u.role_id }))
        .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    );
  }
}
