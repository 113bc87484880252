import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, mayRunReport, type ScanReview } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';
import { OrgClient } from '../peers/org.client';
import { PresenceClient } from '../peers/presence.client';
import { ScanReviews } from './scan-reviews.repository';

/**
 * Marking a scan's image reviewed: only the roles that may run the administrators report (checked
 * here from org's answer, not trusted from the gateway), always in the actor's own company, and only
 * a record whose scan image the actor may see: presence answers that, so an id of another company or
 * of someone outside the actor's scope is a 404 rather than a mark accepted on nothing.
 */
@Injectable()
export class ScanReviewsService {
  constructor(
    private readonly org: OrgClient,
    private readonly presence: PresenceClient,
    private readonly reviews: ScanReviews,
  ) {}

  async mark(actor: Actor, recordId: number, meta: MessageMeta): Promise<ScanReview> {
    const info = await this.allowed(actor, meta);
    await this.presence.scanImage(recordId, meta);
    return this.reviews.mark(actor.companyId, recordId, actor.userId, info.full_name);
  }

  async unmark(actor: Actor, recordId: number, meta: MessageMeta): Promise<ScanReview> {
    await this.allowed(actor, meta);
    await this.presence.scanImage(recordId, meta);
    return this.reviews.unmark(actor.companyId, recordId);
  }

  private async allowed(actor: Actor, meta: MessageMeta) {
    const info = await this.org.userInfo(meta);
    if (!mayRunReport('administrators', actor.roleId, info.company.special_reports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    return info;
  }
}
