import { Body, Controller, HttpStatus, Inject, Post, Req, Res, UnprocessableEntityException, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type DeviceScanPayload, PRESENCE_ERRORS, TAKE_DEVICE_SCAN } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { Public } from '../session/public.decorator';
import { metaOf } from '../common/meta';
import { RPC_CLIENT } from '../common/tokens';
import { data } from '../common/envelope';
import { DEVICE_AUTH_TTL_MS } from './device-auth.service';
import { DeviceKeyGuard, type DeviceRequest } from './device-key.guard';
import { DeviceScanDto } from './devices.dtos';

/** Bodies of this route may carry an image of 1 MB as base64 (~1.4 MB); every other route keeps 1 MB. */
export const DEVICE_SCAN_BODY_LIMIT = 1536 * 1024;
/** The route's path, for its body limit (create-gateway.ts). */
export const DEVICE_SCAN_PATH = '/api/device/scans';

/**
 * The device API: a gate's device posts each QR code it reads. No user token: the device key in
 * X-Device-Key identifies the device, its gate and its company. The scan toggles the user: clocked in
 * at scanned_at, or out when work was on then. A late scan (an offline device) is placed at its
 * scanned_at; a repeated scan_id answers the first result and changes nothing.
 */
@ApiTags('devices')
@Public()
@Controller('device')
export class DeviceScanController {
  constructor(@Inject(RPC_CLIENT) private readonly rpc: RpcClient) {}

  @Post('scans')
  @UseGuards(DeviceKeyGuard)
  @ApiSecurity('device-key')
  @ApiHeader({ name: 'X-Device-Key', required: true, description: 'The device key shown once at registration (POST /api/gates/{id}/devices)' })
  @ApiOperation({
    summary: 'A QR scan from a gate device: clocks the user in, or out when work is on',
    description:
      `Authenticated by X-Device-Key, never by a user token. Org's answer for a key is cached for ${DEVICE_AUTH_TTL_MS / 1000} s: a device revoked, ` +
      `or a gate switched off or deleted, through this API stops at once; otherwise it may work for up to ${DEVICE_AUTH_TTL_MS / 1000} s more. ` +
      'Limited per device (RATE_LIMIT_DEVICE_PER_MINUTE), not per address: many gates share a NAT. The body may be up to 1.5 MB (an image of 1 MB as base64).',
  })
  @ApiBody({ type: DeviceScanDto })
  @ApiCreatedResponse({ description: '{ data: DeviceScanResult } with duplicate: false: the scan clocked the user in or out' })
  @ApiOkResponse({ description: '{ data: DeviceScanResult } with duplicate: true: this scan_id was seen before; the first answer, nothing changed' })
  @ApiResponse({ status: 401, description: 'device_unknown: no key, or a key that is unknown or revoked' })
  @ApiResponse({ status: 403, description: 'gate_inactive: the device’s gate is switched off' })
  @ApiResponse({ status: 404, description: 'user_not_found: the code’s user is deactivated or blocked' })
  @ApiResponse({ status: 413, description: 'payload_too_large: a body over 1.5 MB' })
  @ApiResponse({
    status: 422,
    description:
      '{ errors: { device_id: ["device_unknown"] } } when device_id is missing or not the key’s device; qr_code: ["field_required" | "wrong_qr_code"], ' +
      'scanned_at: ["date_invalid"], scan_id: ["max_250_characters"], image: ["invalid_option" | "file_too_large_1mb" | …]',
  })
  @ApiResponse({ status: 429, description: 'too_many_requests with Retry-After: the device’s budget per minute is spent, or the address failed too many keys' })
  async scan(@Body() dto: DeviceScanDto, @Req() req: DeviceRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const device = req.device;
    if (!device || dto.device_id !== device.device_id) {
      throw new UnprocessableEntityException({ errors: { device_id: [PRESENCE_ERRORS.deviceUnknown] } });
    }
    const payload: DeviceScanPayload = { ...dto, company_id: device.company_id, device_id: device.device_id, gate_id: device.gate_id };
    const result = await this.rpc.call(TAKE_DEVICE_SCAN, payload, metaOf(req));
    res.status(result?.duplicate ? HttpStatus.OK : HttpStatus.CREATED);
    return data(result);
  }
}

