import { z } from 'zod';
import { rpcMessage } from '../common/message';

/** A person of the demo company as the seed tool needs them to write their absences and presence. */
export interface DemoPerson {
  user_id: number;
  email: string;
  role_id: number;
  full_name: string;
  team_id: number | null;
  team_name: string | null;
  department_id: number | null;
  /** Whether the person logs in (one per role; tests and docs use those logins). */
  login: boolean;
}

export interface DemoShift {
  id: number;
  name: string;
  type: 'strict' | 'sliding' | 'custom';
  /** HH:mm in the company's zone. */
  start_time: string;
  end_time: string;
}

export interface SeedDemoResult {
  company_id: number;
  /** The logins, one per role (auth gives them their accounts). */
  users: Array<{ user_id: number; email: string; role_id: number; full_name: string }>;
  /** Everyone of the demo company the seed made, logins included. */
  people: DemoPerson[];
  shifts: DemoShift[];
  timezone: string;
  /** Holidays for all citizens from a year before today to the end of next year (yyyy-mm-dd). */
  holiday_dates: string[];
}

export const SeedDemoRequest = z.object({});

/** The demo company with one user per role and its staff (idempotent: what exists is kept, the same ids come back). */
export const SEED_DEMO = rpcMessage<SeedDemoResult>()('org.demo.seed', SeedDemoRequest);
