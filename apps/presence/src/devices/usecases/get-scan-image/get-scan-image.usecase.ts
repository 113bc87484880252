import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, type ScanAction, type ScanImage } from '@presently/contracts';
import { NotFoundError } from '@presently/domain';
import { RecordsRepository } from '../../../records/records.repository';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { DeviceScansRepository } from '../../device-scans.repository';

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

  async execute(actor: Actor, request: { recordId: number; action?: ScanAction }, meta: MessageMeta): Promise<ScanImage> {
    const { recordId, action } = request;
    const s = await this.scopes.scoped(actor, meta);
    const record = await this.records.findById(actor.companyId, recordId);
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
