import { z } from 'zod';
import { FIELD_KEYS, isIsoInstant, MAX_INT, queryOption, requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { base64DecodedLength, isBase64 } from '../common/base64';
import { queryRequest, rowId } from '../common/request-fields';
import { PRESENCE_ERRORS } from './presence-errors';

/*
 * The device API (ARCHITECTURE.md): a gate's device posts each QR code it reads, authenticated by its
 * key (X-Device-Key), never by a user token. The gateway checks the body with DeviceScanRequest and
 * passes presence the scan with the key's company, gate and device (DeviceScanPayload).
 */

/** Images with a scan: at most 1 MB decoded (whether it is a JPEG or PNG is presence's to check by content). */
export const SCAN_IMAGE_MAX_BYTES = 1_048_576;

const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

/** A scan image as presence gets it: a data: URL reduced to its base64, whitespace dropped. */
const compactImage = (text: string): string => text.replace(DATA_URL, '').replace(/\s+/g, '');

const D = FIELD_KEYS.date;

/** The device's id: missing or malformed says device_unknown, as one that is not the key's device does. */
const deviceId = () =>
  z
    .number({ error: PRESENCE_ERRORS.deviceUnknown })
    .int({ error: PRESENCE_ERRORS.deviceUnknown })
    .min(1, { error: PRESENCE_ERRORS.deviceUnknown })
    .max(MAX_INT, { error: PRESENCE_ERRORS.deviceUnknown });

/** An instant with its zone, required. */
const requiredInstant = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : D) })
    .refine((v) => v.length > 0, { error: FIELD_KEYS.required, abort: true })
    .refine(isIsoInstant, { error: D });

/** POST /api/device/scans: the scan a device sends (every field but the image required). */
export const DeviceScanRequest = z.object({
  device_id: deviceId().meta({ description: 'The device’s id, as given at registration (must be the key’s device)', example: 12 }),
  qr_code: requiredText({ max: 250 }).meta({ description: 'The QR code read from the user’s card or screen', example: 'jSLDZBg93il2hXBZnATIrw' }),
  scanned_at: requiredInstant().meta({
    format: 'date-time',
    description: 'When the device read the code (with Z or an offset); in the past when it was offline',
    example: '2026-11-23T07:58:12Z',
  }),
  scan_id: requiredText({ max: 250 }).meta({
    description: 'The device’s id for this scan (a UUID, a counter): a retry with the same id changes nothing',
    example: '7f1d2c7e-5b1a-4f0e-9d43-2f7c3f6b8a10',
  }),
  image: z
    .string({ error: FIELD_KEYS.option })
    .refine((v) => isBase64(compactImage(v)), { error: FIELD_KEYS.option })
    .refine((v) => base64DecodedLength(compactImage(v)) <= SCAN_IMAGE_MAX_BYTES, { error: 'file_too_large_1mb' })
    .transform(compactImage)
    .nullish()
    .meta({ format: 'byte', description: 'A JPEG or PNG of at most 1 MB, base64 (or a data: URL); stored when the company and the user save images' }),
});
export type DeviceScanRequest = z.input<typeof DeviceScanRequest>;

/** What presence gets: the scan with the company and gate of the device the gateway authenticated. */
export const DeviceScanPayload = DeviceScanRequest.extend({ company_id: rowId(), gate_id: rowId() });
export type DeviceScanPayload = z.input<typeof DeviceScanPayload>;

export interface DeviceScanResult {
  scan_id: string;
  user_id: number;
  full_name: string;
  /** What the scan did: clocked the user in or out. */
  action: ScanAction;
  /** True when this scan_id was seen before (the first answer is repeated). */
  duplicate: boolean;
  at: string;
}

/** For the device API (no actor): clocks the user in, or out when work was on at scanned_at. */
export const TAKE_DEVICE_SCAN = rpcMessage<DeviceScanResult>()('presence.device.scan', DeviceScanPayload);

export const SCAN_ACTIONS = ['clock-in', 'clock-out'] as const;
export type ScanAction = (typeof SCAN_ACTIONS)[number];

/** The image of the scan that opened the record (clock-in, the default) or closed it (clock-out). */
export const ScanImageQuery = queryRequest({
  action: queryOption(SCAN_ACTIONS).meta({ description: 'The scan that opened the record (clock-in, the default) or closed it (clock-out)' }),
});
export type ScanImageQuery = z.output<typeof ScanImageQuery>;

export const ScanImageRequest = queryRequest({
  record_id: rowId(),
  action: queryOption(SCAN_ACTIONS),
});
export type ScanImageRequest = z.input<typeof ScanImageRequest>;

/** A stored scan image, for who sees the user's history. */
export interface ScanImage {
  record_id: number;
  scan_id: string;
  action: ScanAction;
  at: string;
  mime: 'image/jpeg' | 'image/png';
  content_base64: string;
}

export const GET_SCAN_IMAGE = rpcMessage<ScanImage>()('presence.scan-image', ScanImageRequest);
