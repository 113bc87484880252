import type { DeviceScanResult, WorkSettings } from '@presently/contracts';
import { planScan, type RuleRecord, type ScanPlan } from '@presently/presence-rules';

/** Who a scan is for, as the rules and the answer need them. */
export interface ScanUser {
  userId: number;
  fullName: string;
  workSettings: Pick<WorkSettings, 'working_hours' | 'max_paid_break_minutes' | 'disable_presence_logging'>;
}

/** What a scan does to this user at its time, given their records around it (planScan). */
export function scanPlanFor(user: ScanUser, at: Date, covering: RuleRecord | null, next: RuleRecord | null): ScanPlan {
  const work = user.workSettings;
  return planScan({
    at,
    covering,
    next,
    mayStart: !work.disable_presence_logging,
    workdayMinutes: work.working_hours * 60 + work.max_paid_break_minutes,
  });
}

/** The answer to a scan (also stored with it, and repeated to a retry of the same scan id). */
export function scanResult(scan: { scanId: string; scannedAt: Date }, user: Pick<ScanUser, 'userId' | 'fullName'>, action: DeviceScanResult['action']): DeviceScanResult {
  return {
    scan_id: scan.scanId,
    user_id: user.userId,
    full_name: user.fullName,
    action,
    duplicate: false,
    at: scan.scannedAt.toISOString(),
  };
}
