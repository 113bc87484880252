import { createHash } from 'node:crypto';
import { ForbiddenException, HttpException, HttpStatus, Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type Redis from 'ioredis';
import { AUTHENTICATE_DEVICE, type DeviceIdentity, ERROR_KEYS, PRESENCE_ERRORS, type MessageMeta } from '@presently/contracts';
import type { Logger } from '@presently/logger';
import { RpcError, type RpcClient } from '@presently/messaging';
import { LOGGER, REDIS, RPC_CLIENT } from '../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';

/**
 * How long the gateway keeps org's answer for a key. A key revoked, or a gate switched off or
 * deleted, through this API is forgotten at once; changed any other way, it works for at most this
 * long.
 */
export const DEVICE_AUTH_TTL_MS = 30_000;
/** Failed device authentications allowed per client address per minute (guessing keys costs org a lookup each). */
export const DEVICE_AUTH_FAILURES_PER_IP_PER_MINUTE = 30;

/** Under the gateway's Redis prefix. The counters sit beside the other rate limits (`ratelimit:`). */
export const DEVICE_KEYS = {
  auth: (hash: string) => `device-auth:key:${hash}`,
  ofDevice: (deviceId: number) => `device-auth:device:${deviceId}`,
  ofGate: (gateId: number) => `device-auth:gate:${gateId}`,
  scans: (hash: string, minute: number) => `ratelimit:device:${hash}:${minute}`,
  failures: (ip: string, minute: number) => `ratelimit:device-auth-fail:${ip}:${minute}`,
} as const;

/** A device key is looked up by its hash only: no key is ever written to Redis or to a log. */
export const deviceKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('base64url');

/** What a device may send as a key before anyone looks it up: printable ASCII, bounded. */
const KEY_SHAPE = /^[\x21-\x7e]{1,256}$/;

const UNKNOWN = '0';

const unknownDevice = () => new UnauthorizedException({ error: PRESENCE_ERRORS.deviceUnknown });
/** 429 with the seconds until the budget's minute is over (the guard answers them as Retry-After). */
export class TooManyScans extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ error: ERROR_KEYS.tooManyRequests }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const storeDown = () => new ServiceUnavailableException({ error: ERROR_KEYS.serviceUnavailable });

function asIdentity(value: unknown): DeviceIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<DeviceIdentity>;
  if (!Number.isInteger(v.device_id) || !Number.isInteger(v.gate_id) || !Number.isInteger(v.company_id) || typeof v.gate_active !== 'boolean') return null;
  return { device_id: v.device_id as number, gate_id: v.gate_id as number, company_id: v.company_id as number, gate_active: v.gate_active };
}

function parseIdentity(raw: string): DeviceIdentity | null {
  try {
    return asIdentity(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Authenticates gate devices by their X-Device-Key for the device API, with one Redis round trip on
 * the hot path: org's answer is cached by the key's hash, and the per-device budget and the caller's
 * failed attempts are counted in the same pipeline. Limits are per device, not per address, since
 * many gates share a NAT; only failed authentications count per address.
 */
@Injectable()
export class DeviceAuthService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The device a key names, or an HTTP error: 401 device_unknown (missing, malformed, unknown or
   * revoked key), 403 gate_inactive, 429 too_many_requests (TooManyScans), 503 when Redis or
   * org does not answer.
   */
  async admit(key: string | undefined, ip: string, meta: MessageMeta, now = Date.now()): Promise<DeviceIdentity> {
    if (typeof key !== 'string' || !KEY_SHAPE.test(key)) throw unknownDevice();
    const hash = deviceKeyHash(key);
    const minute = Math.floor(now / 60_000);
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    const scansKey = DEVICE_KEYS.scans(hash, minute);
    const failuresKey = DEVICE_KEYS.failures(ip, minute);

    let cached: string | null;
    let scans: number;
    let failures: number;
    try {
      const results = await this.redis.pipeline().get(DEVICE_KEYS.auth(hash)).incr(scansKey).pexpire(scansKey, 120_000).get(failuresKey).exec();
      if (!results || results.some(([err]) => err)) throw new Error('device auth pipeline failed');
      cached = results[0][1] as string | null;
      scans = Number(results[1][1]);
      failures = Number(results[3][1] ?? 0);
    } catch {
      throw storeDown();
    }

    let identity = cached && cached !== UNKNOWN ? parseIdentity(cached) : null;
    if (cached === UNKNOWN) return this.refuse(failuresKey);
    if (!identity) {
      // Not known here: ask org, unless this address has been guessing keys.
      if (failures >= DEVICE_AUTH_FAILURES_PER_IP_PER_MINUTE) throw new TooManyScans(retryAfter);
      identity = await this.lookUp(key, hash, meta);
      if (!identity) return this.refuse(failuresKey);
    }
    if (scans > this.config.RATE_LIMIT_DEVICE_PER_MINUTE) throw new TooManyScans(retryAfter);
    if (!identity.gate_active) throw new ForbiddenException({ error: PRESENCE_ERRORS.gateInactive });
    return identity;
  }

  /** Forgets what is cached for a device (revoked through the API): its key stops working at once. */
  async forgetDevice(deviceId: number): Promise<void> {
    await this.forget(DEVICE_KEYS.ofDevice(deviceId));
  }

  /** Forgets what is cached for a gate's devices (the gate changed or was deleted). */
  async forgetGate(gateId: number): Promise<void> {
    await this.forget(DEVICE_KEYS.ofGate(gateId));
  }

  private async refuse(failuresKey: string): Promise<never> {
    try {
      await this.redis.pipeline().incr(failuresKey).pexpire(failuresKey, 120_000).exec();
    } catch {
      // Counting failures is a brake on guessing, not a condition of the answer.
    }
    throw unknownDevice();
  }

  private async lookUp(key: string, hash: string, meta: MessageMeta): Promise<DeviceIdentity | null> {
    let identity: DeviceIdentity | null;
    try {
      identity = asIdentity(await this.rpc.call(AUTHENTICATE_DEVICE, { device_key: key }, meta));
    } catch (err) {
      // Org answers an unknown, revoked or malformed key with 404 (or 422): all are device_unknown.
      if (err instanceof RpcError && (err.status === 404 || err.status === 422)) identity = null;
      else throw err;
    }
    try {
      const ttl = DEVICE_AUTH_TTL_MS;
      const m = this.redis.pipeline().set(DEVICE_KEYS.auth(hash), identity ? JSON.stringify(identity) : UNKNOWN, 'PX', ttl);
      if (identity) {
        // Indexes for forgetting: they outlive the entries they point to a little, never less.
        m.sadd(DEVICE_KEYS.ofDevice(identity.device_id), hash).pexpire(DEVICE_KEYS.ofDevice(identity.device_id), 2 * ttl);
        m.sadd(DEVICE_KEYS.ofGate(identity.gate_id), hash).pexpire(DEVICE_KEYS.ofGate(identity.gate_id), 2 * ttl);
      }
      await m.exec();
    } catch (err) {
      this.logger.warn({ err }, 'device authentication not cached');
    }
    return identity;
  }

  private async forget(indexKey: string): Promise<void> {
    try {
      const hashes = await this.redis.smembers(indexKey);
      await this.redis.del(indexKey, ...hashes.map((h) => DEVICE_KEYS.auth(h)));
    } catch (err) {
      this.logger.warn({ err }, 'cached device authentication not forgotten; it expires on its own');
    }
  }
}
