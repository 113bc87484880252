import { HttpException } from '@nestjs/common';
import { base64DecodedLength, isBase64 } from '@presently/contracts';
import { ContractValidationPipe } from '../validation/contract-validation.pipe';
import { DeviceScanDto } from './devices.dtos';

/** What the gateway's pipe makes of a scan's body: the value passed on, its 422 errors, or 'malformed'. */
const check = async (body: unknown) => {
  try {
    const value = await new ContractValidationPipe().transform(body, { type: 'body', metatype: DeviceScanDto });
    return { ...(value as object) };
  } catch (err) {
    const response = (err as HttpException).getResponse() as { errors?: Record<string, string[]> };
    return response.errors ?? 'malformed';
  }
};

const scan = { device_id: 12, qr_code: 'jSLDZBg93il2hXBZnATIrw', scanned_at: '2026-11-23T07:58:12Z', scan_id: 'b0b1c2' };

describe('a gate device’s scan', () => {
  it('keeps the fields of a scan and drops the rest', async () => {
    expect(await check({ ...scan, company_id: 1, user_id: 3 })).toEqual(scan);
  });

  it('answers device_unknown for a missing or malformed device id', async () => {
    for (const device_id of [undefined, null, '12', 0, 1.5, 2_147_483_648]) {
      expect({ device_id, errors: await check({ ...scan, device_id }) }).toEqual({ device_id, errors: { device_id: ['device_unknown'] } });
    }
  });

  it('names every missing or malformed field', async () => {
    expect(await check({ device_id: 12 })).toEqual({ qr_code: ['field_required'], scanned_at: ['field_required'], scan_id: ['field_required'] });
    expect(await check({ ...scan, qr_code: 5, scanned_at: '2026-11-23T07:58:12', scan_id: 'x'.repeat(251) })).toEqual({
      qr_code: ['invalid_option'],
      scanned_at: ['date_invalid'],
      scan_id: ['max_250_characters'],
    });
  });

  it('takes an image as base64 or a data: URL, up to 1 MB decoded', async () => {
    const mb = Buffer.alloc(1024 * 1024, 1).toString('base64');
    expect(await check({ ...scan, image: mb })).toEqual({ ...scan, image: mb });
    expect(await check({ ...scan, image: 'data:image/png;base64,iVBO\nRw0K' })).toEqual({ ...scan, image: 'iVBORw0K' });
    expect(await check({ ...scan, image: Buffer.alloc(1024 * 1024 + 1, 1).toString('base64') })).toEqual({ image: ['file_too_large_1mb'] });
    expect(await check({ ...scan, image: 'not base64!' })).toEqual({ image: ['invalid_option'] });
    expect(await check({ ...scan, image: { bytes: [1] } })).toEqual({ image: ['invalid_option'] });
  });

  it('counts base64 bytes without decoding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000, 1024 * 1024]) expect(base64DecodedLength(Buffer.alloc(n, 7).toString('base64'))).toBe(n);
    expect(isBase64('QUJD')).toBe(true);
    expect(isBase64('QUJ')).toBe(false);
    expect(isBase64('')).toBe(false);
  });
});
