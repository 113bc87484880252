import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DELETE_GATE, LIST_DEVICES, LIST_GATES, Paths, REGISTER_DEVICE, REVOKE_DEVICE, SAVE_GATE } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Screen } from '../access/access.decorators';
import { metaOf } from '../common/meta';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { RPC_CLIENT } from '../common/tokens';
import { DeviceAuthService } from '../devices/device-auth.service';
import { data } from '../common/envelope';
import { AdminRoute, IdRoute, Invalid, PAGE_INVALID } from '../common/api-docs.decorators';
import { DeviceDto, GateDto, PageQueryDto } from './org.dtos';

/** The gates screen: gates and their scanning devices (roles 1 and 7). */
@ApiTags('gates')
@AdminRoute('roles other than 1 and 7')
@Screen(Paths.gates)
@Controller()
export class GatesController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly deviceAuth: DeviceAuthService,
  ) {}

  @Get('gates')
  @ApiOperation({ summary: 'A page of the company’s gates with their number of devices' })
  @ApiOkResponse({ description: '{ data: { items: Gate[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async list(@Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_GATES, query, metaOf(req)));
  }

  @Post('gates')
  @ApiOperation({ summary: 'Add a gate (active unless said otherwise)' })
  @ApiCreatedResponse({ description: '{ data: Gate }' })
  @Invalid('{ name: ["field_required" | "name_taken"], active: ["invalid_option"] }')
  async create(@Body() form: GateDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(SAVE_GATE, form, metaOf(req)));
  }

  @Put('gates/:id')
  @IdRoute('gate')
  @ApiOperation({ summary: 'Rename a gate or switch it on or off (the name always; active only when it changes)' })
  @ApiOkResponse({ description: '{ data: Gate }' })
  @Invalid('{ name: ["field_required"], active: ["invalid_option"] }')
  async update(@Param('id', ParseIdPipe) id: number, @Body() form: GateDto, @Req() req: FastifyRequest) {
    const gate = await this.rpc.call(SAVE_GATE, { ...form, id }, metaOf(req));
    // Switched off: the device API refuses its devices at once, not when their cached keys expire.
    await this.deviceAuth.forgetGate(id);
    return data(gate);
  }

  @Delete('gates/:id')
  @IdRoute('gate')
  @ApiOperation({ summary: 'Delete a gate (its devices stop working)' })
  async remove(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    const answer = await this.rpc.call(DELETE_GATE, { id }, metaOf(req));
    await this.deviceAuth.forgetGate(id);
    return data(answer);
  }

  @Get('gates/:id/devices')
  @IdRoute('gate')
  @ApiOperation({ summary: 'A page of a gate’s devices (never their keys)' })
  @ApiOkResponse({ description: '{ data: { items: Device[], total, page, per_page } }' })
  @Invalid(`${PAGE_INVALID} }`)
  async devices(@Param('id', ParseIdPipe) id: number, @Query() query: PageQueryDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(LIST_DEVICES, { ...query, gate_id: id }, metaOf(req)));
  }

  @Post('gates/:id/devices')
  @IdRoute('gate')
  // The key is shown this once: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Register a device at a gate; the answer carries its key, shown this once (only a hash is kept)' })
  @ApiCreatedResponse({ description: '{ data: RegisteredDevice } with device_key' })
  @Invalid('{ name: ["field_required"] }')
  async registerDevice(@Param('id', ParseIdPipe) id: number, @Body() form: DeviceDto, @Req() req: FastifyRequest) {
    return data(await this.rpc.call(REGISTER_DEVICE, { ...form, gate_id: id }, metaOf(req)));
  }

  @Post('devices/:id/revoke')
  @HttpCode(HttpStatus.OK)
  @IdRoute('device')
  @ApiOperation({ summary: 'Revoke a device: its key stops working at once' })
  @ApiOkResponse({ description: '{ data: Device }' })
  async revokeDevice(@Param('id', ParseIdPipe) id: number, @Req() req: FastifyRequest) {
    const device = await this.rpc.call(REVOKE_DEVICE, { device_id: id }, metaOf(req));
    // The key stops working at once on the device API too (its cached authentication is dropped).
    await this.deviceAuth.forgetDevice(id);
    return data(device);
  }
}
