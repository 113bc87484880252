import { AVATAR_MIMES, checkImage, IMAGE_ERRORS, type ImageMime, type Parsed } from '@presently/domain';
import { checkId, FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { instant } from '../../common/domain/fields';

/** A device's clock may run a little ahead: a scan further in the future than this is refused. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
const TEXT_MAX = 256;

export interface ScanInput {
  companyId: number;
  deviceId: number;
  gateId: number;
  qrCode: string;
  scanId: string;
  scannedAt: Date;
  image: { mime: ImageMime; bytes: Buffer } | null;
}

/** What the gateway passes on of POST /api/device/scans, with the company, gate and device it authenticated. */
export function parseScan(payload: unknown, now: Date): Parsed<ScanInput> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  const deviceId = checkId(c, 'device_id');
  const gateId = checkId(c, 'gate_id');
  const qrCode = c.raw('qr_code');
  if (qrCode !== undefined && qrCode.length > TEXT_MAX) c.fail('qr_code', `max_${TEXT_MAX}_characters`);
  const scanId = c.raw('scan_id');
  if (scanId !== undefined && scanId.length > TEXT_MAX) c.fail('scan_id', `max_${TEXT_MAX}_characters`);
  const scannedAt = instant(c, 'scanned_at');
  if (scannedAt && scannedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) c.fail('scanned_at', FIELD_ERRORS.invalidOption);
  let image: ScanInput['image'] = null;
  const raw = c.source.image;
  if (raw !== undefined && raw !== null && raw !== '') {
    if (typeof raw !== 'string') c.fail('image', FIELD_ERRORS.invalidOption);
    else {
      // JPEG or PNG by content, at most 1 MB, as base64 or a data: URL (what a gate's camera may send).
      const checked = raw.trim() === '' ? { ok: false as const, errors: [IMAGE_ERRORS.notImage] } : checkImage(raw, AVATAR_MIMES, { dataUrl: true });
      if (checked.ok) image = { mime: checked.mime, bytes: checked.bytes };
      else for (const key of checked.errors) c.fail('image', key);
    }
  }
  if (!c.ok) return { ok: false, errors: c.result };
  return {
    ok: true,
    value: {
      companyId: companyId as number,
      deviceId: deviceId as number,
      gateId: gateId as number,
      qrCode: qrCode as string,
      scanId: scanId as string,
      scannedAt: scannedAt as Date,
      image,
    },
  };
}
