import { z } from 'zod';
import { rpcMessage } from '../common/message';

/** How a demo person works: office hours, the warehouse floor, the field, or sales visits. */
export const DEMO_WORK_PROFILES = ['office', 'warehouse', 'field', 'sales'] as const;
export type DemoWorkProfile = (typeof DEMO_WORK_PROFILES)[number];

const hhmm = z.string().regex(/^\d{2}:\d{2}$/, { error: 'invalid_option' });
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' });

/**
 * The demo company's presence history (the seed tool only; no route reaches it): for each person the
 * days they worked (working days without a holiday or an absence of theirs, up to today) and their
 * shift; presence writes believable days on them.
 */
export const SeedDemoPresenceRequest = z.object({
  company_id: z.number().int().positive(),
  timezone: z.string().min(1),
  people: z
    .array(
      z.object({
        user_id: z.number().int().positive(),
        profile: z.enum(DEMO_WORK_PROFILES),
        shift_start: hhmm,
        shift_end: hhmm,
        days: z.array(isoDay).max(400),
      }),
    )
    .max(200),
});
export type SeedDemoPresenceRequest = z.infer<typeof SeedDemoPresenceRequest>;

export interface SeedDemoPresenceResult {
  /** Records written now (0 when every day already had records). */
  records: number;
  /** Days skipped because the person already had records on them. */
  kept_days: number;
}

export const SEED_DEMO_PRESENCE = rpcMessage<SeedDemoPresenceResult>()('presence.demo.seed-history', SeedDemoPresenceRequest);
