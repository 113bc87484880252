import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MARK_SCAN_REVIEWED, type MessageEnvelope, type ScanReview, ScanReviewRequest, UNMARK_SCAN_REVIEWED } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { ScanReviewsService } from './scan-reviews.service';

/** Reviewed marks of the administrators report: set and taken away. */
@Controller()
export class ScanReviewsConsumer {
  constructor(private readonly reviews: ScanReviewsService) {}

  @MessagePattern(MARK_SCAN_REVIEWED.pattern)
  mark(@Payload() e: MessageEnvelope): Promise<ScanReview> {
    return this.reviews.mark(requireActor(e.meta), readRequest(ScanReviewRequest, e.payload).record_id, e.meta);
  }

  @MessagePattern(UNMARK_SCAN_REVIEWED.pattern)
  unmark(@Payload() e: MessageEnvelope): Promise<ScanReview> {
    return this.reviews.unmark(requireActor(e.meta), readRequest(ScanReviewRequest, e.payload).record_id, e.meta);
  }
}
