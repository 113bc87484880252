import { z } from 'zod';
import { rpcMessage } from '../common/message';

/**
 * A device scan's image marked reviewed on the administrators report: who marked it (their name as
 * it was then) and when. Marks are kept per company and record (docs/reports.md, "Reviewed scans").
 */
export interface ScanReview {
  record_id: number;
  reviewed: boolean;
  reviewed_by_id: number | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
}

export const ScanReviewRequest = z.object({ record_id: z.number().int().positive().max(2_147_483_647) });

/** Mark a scan record reviewed (idempotent: a second mark keeps the first one's who and when). */
export const MARK_SCAN_REVIEWED = rpcMessage<ScanReview>()('reports.reviews.mark', ScanReviewRequest);
/** Take a mark away (idempotent: unmarking an unmarked record answers it unmarked). */
export const UNMARK_SCAN_REVIEWED = rpcMessage<ScanReview>()('reports.reviews.unmark', ScanReviewRequest);
