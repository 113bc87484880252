import { Body, Controller, Get, Inject, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ORG_RPC, Paths, type CompanySettings, type UpdateSettingsRequest } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { RPC } from '../common/tokens';
import { UpdateSettingsDto } from './dto/settings.dto';
import { data } from './envelope';

/** The company settings screen (roles 1 and 7). */
@ApiTags('settings')
@ApiBearerAuth()
@ApiResponse({ status: 401, description: 'unauthenticated' })
@ApiResponse({ status: 403, description: 'forbidden (roles other than 1 and 7), or a session-state key' })
@Screen(Paths.settings)
@Controller('settings')
export class SettingsController {
  constructor(@Inject(RPC) private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'The company’s settings' })
  @ApiOkResponse({ description: '{ data: { language, timezone, two_factor_email, password_reset_3_months } }' })
  async get(@Req() req: Request) {
    return data(await this.rpc.send<CompanySettings>('org', ORG_RPC.getSettings, {}, metaOf(req)));
  }

  @Put()
  @ApiOperation({ summary: 'Change some of the company’s settings (fields left out stay as they are)' })
  @ApiOkResponse({ description: '{ data: settings after the change }' })
  @ApiResponse({ status: 422, description: '{ errors: { timezone: ["invalid_option"], … } }' })
  async update(@Body() dto: UpdateSettingsDto, @Req() req: Request) {
    const payload: UpdateSettingsRequest = {};
    if (dto.language !== undefined) payload.language = dto.language;
    if (dto.timezone !== undefined) payload.timezone = dto.timezone;
    if (dto.two_factor_email !== undefined) payload.two_factor_email = dto.two_factor_email;
    if (dto.password_reset_3_months !== undefined) payload.password_reset_3_months = dto.password_reset_3_months;
    return data(await this.rpc.send<CompanySettings>('org', ORG_RPC.updateSettings, payload, metaOf(req)));
  }
}
