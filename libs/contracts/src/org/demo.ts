import { z } from 'zod';
import { rpcMessage } from '../common/message';

export interface SeedDemoResult {
  company_id: number;
  users: Array<{ user_id: number; email: string; role_id: number; full_name: string }>;
}

export const SeedDemoRequest = z.object({});

/** The demo company with one user per role (idempotent: what exists is kept, the same ids come back). */
export const SEED_DEMO = rpcMessage<SeedDemoResult>()('org.demo.seed', SeedDemoRequest);
