import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, ValidateBy } from 'class-validator';
import { PRESENCE_ERRORS, type DeviceScanRequest } from '@presently/contracts';
import { IMAGE_MAX_BYTES, UPLOAD_KEYS } from '../../common/images';
import { VALIDATION_KEYS } from '../../validation/field-errors';
import { isId, isIsoInstant } from '../../validation/field.decorators';

const check = (name: string, message: string, validate: (value: unknown) => boolean): PropertyDecorator =>
  ValidateBy({ name, validator: { validate } }, { message });

/** What presence keeps of a code or a scan id. */
const TEXT_MAX = 250;
const maxText = () => check('maxCharacters', VALIDATION_KEYS.max250, (v) => typeof v === 'string' && Array.from(v).length <= TEXT_MAX);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;

/** The bytes a base64 text decodes to (without decoding it). */
export function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

export const isBase64 = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length % 4 === 0 && BASE64.test(v);

/** The image of a scan: base64 (a data: URL is accepted and reduced to its base64). */
function ScanImage(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'byte',
      description: 'A JPEG or PNG of at most 1 MB, base64 (or a data: URL); stored when the company and the user save images',
    }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(DATA_URL, '').replace(/\s+/g, '') : value)),
    IsOptional(),
    check('isBase64', VALIDATION_KEYS.option, isBase64),
    check('imageSize', UPLOAD_KEYS.tooLarge, (v) => typeof v !== 'string' || base64Bytes(v) <= IMAGE_MAX_BYTES),
  );
}

/**
 * POST /api/device/scans (ARCHITECTURE.md). A device sends every field; a missing or malformed
 * device_id says device_unknown, as one that is not the key's device does.
 */
export class DeviceScanDto implements Partial<DeviceScanRequest> {
  @ApiProperty({ type: Number, description: 'The device’s id, as given at registration (must be the key’s device)', example: 12 })
  @check('isDeviceId', PRESENCE_ERRORS.deviceUnknown, isId)
  device_id?: number;

  @ApiProperty({ type: String, maxLength: TEXT_MAX, description: 'The QR code read from the user’s card or screen', example: 'jSLDZBg93il2hXBZnATIrw' })
  @IsNotEmpty({ message: VALIDATION_KEYS.required })
  @IsString({ message: VALIDATION_KEYS.option })
  @maxText()
  qr_code?: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the device read the code (with Z or an offset); in the past when it was offline', example: '2026-11-23T07:58:12Z' })
  @IsNotEmpty({ message: VALIDATION_KEYS.required })
  @check('isIsoInstant', VALIDATION_KEYS.date, isIsoInstant)
  scanned_at?: string;

  @ApiProperty({ type: String, maxLength: TEXT_MAX, description: 'The device’s id for this scan (a UUID, a counter): a retry with the same id changes nothing', example: '7f1d2c7e-5b1a-4f0e-9d43-2f7c3f6b8a10' })
  @IsNotEmpty({ message: VALIDATION_KEYS.required })
  @IsString({ message: VALIDATION_KEYS.option })
  @maxText()
  scan_id?: string;

  @ScanImage()
  image?: string;
}
