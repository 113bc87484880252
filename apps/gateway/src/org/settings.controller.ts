import { Body, Controller, Get, Inject, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { contractDto } from '../validation/contract-dto';
import { GET_SETTINGS, Paths, UPDATE_SETTINGS, UpdateSettingsRequest } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { definedFields } from '../common/defined-fields';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';

/** PUT /api/settings: org's contract schema (each value's shape; org checks ranges and the rules between fields). */
export class UpdateSettingsDto extends contractDto(UpdateSettingsRequest) {}

/** The company settings screen (roles 1 and 7). */
@ApiTags('settings')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'unauthenticated' })
@ApiResponse({ status: 403, description: 'forbidden (roles other than 1 and 7), or a session-state key' })
@Screen(Paths.settings)
@Controller('settings')
export class SettingsController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The company’s settings' })
  @ApiOkResponse({ description: '{ data: CompanySettings } (every setting of spec section 3)' })
  async get(@Req() req: FastifyRequest) {
    return data(await this.rpc.call(GET_SETTINGS, {}, metaOf(req)));
  }

  @Put()
  @ApiOperation({
    summary: 'Change some of the company’s settings (fields left out stay as they are)',
    description: 'The gateway checks each field’s shape (nested approval_steps and time windows included); org checks ranges and the rules between fields.',
  })
  @ApiOkResponse({ description: '{ data: settings after the change }' })
  @ApiResponse({ status: 422, description: '{ errors: { timezone: ["invalid_option"], "night_work.start": ["time_invalid"], … } } or org’s keys (between_0_and_120, no_changes_to_save, …)' })
  async update(@Body() dto: UpdateSettingsDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(UPDATE_SETTINGS, definedFields(dto), metaOf(req)));
  }
}
