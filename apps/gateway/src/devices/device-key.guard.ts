import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceIdentity } from '@presently/contracts';
import { metaOf } from '../common/meta';
import { DeviceAuthService, TooManyScans } from './device-auth.service';

export const DEVICE_KEY_HEADER = 'x-device-key';

export type DeviceRequest = FastifyRequest & { device?: DeviceIdentity };

/** The device API's authentication: the X-Device-Key header names a registered device (before the body is looked at). */
@Injectable()
export class DeviceKeyGuard implements CanActivate {
  constructor(private readonly devices: DeviceAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<DeviceRequest>();
    const ip = (req.ip ?? req.socket.remoteAddress ?? 'unknown').slice(0, 64);
    const key = req.headers[DEVICE_KEY_HEADER];
    try {
      req.device = await this.devices.admit(typeof key === 'string' ? key : undefined, ip, metaOf(req));
    } catch (err) {
      if (err instanceof TooManyScans) context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
    return true;
  }
}
