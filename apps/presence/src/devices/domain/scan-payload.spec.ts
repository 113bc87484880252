import { AVATAR_MIMES, checkImage, IMAGE_MAX_BYTES } from '@presently/domain';
import { parseScan } from './scan-payload';

const now = new Date('2026-03-10T08:00:00Z');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(20)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(20)]);
const scan = (over: Record<string, unknown> = {}) => ({
  company_id: 3,
  device_id: 4,
  gate_id: 5,
  qr_code: 'q-123',
  scan_id: 'scan-1',
  scanned_at: '2026-03-10T07:59:00Z',
  ...over,
});

describe('a device scan', () => {
  it('is read with its device, gate and company', () => {
    expect(parseScan(scan(), now)).toEqual({
      ok: true,
      value: { companyId: 3, deviceId: 4, gateId: 5, qrCode: 'q-123', scanId: 'scan-1', scannedAt: new Date('2026-03-10T07:59:00Z'), image: null },
    });
  });

  it('may be late, but not in the future beyond five minutes', () => {
    expect(parseScan(scan({ scanned_at: '2026-03-01T07:00:00Z' }), now).ok).toBe(true);
    expect(parseScan(scan({ scanned_at: '2026-03-10T08:04:00Z' }), now).ok).toBe(true);
    expect(parseScan(scan({ scanned_at: '2026-03-10T08:06:00Z' }), now)).toEqual({ ok: false, errors: { scanned_at: ['invalid_option'] } });
    expect(parseScan(scan({ scanned_at: '2026-03-10 08:00' }), now)).toEqual({ ok: false, errors: { scanned_at: ['date_invalid'] } });
  });

  it('answers field keys for what is missing', () => {
    expect(parseScan({ company_id: 3, device_id: 4, gate_id: 5 }, now)).toEqual({
      ok: false,
      errors: { qr_code: ['field_required'], scan_id: ['field_required'], scanned_at: ['field_required'] },
    });
  });

  it('takes a JPEG or PNG image by its content, at most 1 MB', () => {
    expect(parseScan(scan({ image: PNG.toString('base64') }), now)).toMatchObject({ ok: true, value: { image: { mime: 'image/png' } } });
    expect(parseScan(scan({ image: `data:image/jpeg;base64,${JPEG.toString('base64')}` }), now)).toMatchObject({ ok: true, value: { image: { mime: 'image/jpeg' } } });
    expect(parseScan(scan({ image: Buffer.from('GIF89a-not-taken').toString('base64') }), now)).toEqual({ ok: false, errors: { image: ['file_must_be_image'] } });
    expect(parseScan(scan({ image: 'not base64!' }), now)).toEqual({ ok: false, errors: { image: ['file_must_be_image'] } });
    const big = Buffer.concat([JPEG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(checkImage(big.toString('base64'), AVATAR_MIMES, { dataUrl: true })).toEqual({ ok: false, errors: ['file_too_large_1mb'] });
    expect(parseScan(scan({ image: big.toString('base64') }), now)).toEqual({ ok: false, errors: { image: ['file_too_large_1mb'] } });
  });
});
