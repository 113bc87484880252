import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { RecordsRepository } from '../../../records/records.repository';
import { ScopeResolver } from '../../../records/scope-resolver';
import { DeviceScansRepository } from '../../device-scans.repository';

export interface ScanImage {
  record_id: number;
  scan_id: string;
  action: 'clock-in' | 'clock-out';
  at: string;
  mime: 'image/jpeg' | 'image/png';
  content_base64: string;
}

/**
 * The image stored with a record's scan, for who sees that user's history (the user, or a manager in
 * scope): the clock-in image, or with `action: 'clock-out'` the one of the scan that ended the record.
 */
@Injectable()
export class GetScanImageUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly records: RecordsRepository,
    private readonly scans: DeviceScansRepository,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<ScanImage> {
    const c = new FieldChecker(payload);
    const recordId = checkId(c, 'record_id', true);
    const action = c.has('action') ? c.oneOf('action', ['clock-in', 'clock-out'] as const) : undefined;
    throwIfInvalid(c);
    const s = await this.scopes.scoped(actor, meta);
    const record = await this.records.findById(this.records.manager, actor.companyId, recordId as number);
    if (!record) throw new NotFoundError(ERROR_KEYS.notFound);
    await this.scopes.target(s, record.userId, meta);
    const images = await this.scans.images(actor.companyId, record.id);
    const image = action ? images.find((i) => i.action === action) : images[0];
    if (!image) throw new NotFoundError(ERROR_KEYS.notFound);
    return {
      record_id: record.id,
      scan_id: image.deviceScanId,
      action: image.action,
      at: image.at.toISOString(),
      mime: image.mime,
      content_base64: image.content.toString('base64'),
    };
  }
}
