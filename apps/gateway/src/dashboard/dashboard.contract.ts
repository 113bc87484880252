import type { AbsenceView, DashboardPresence, DeviceHealthRow } from '@presently/contracts';

/** A device of the company with its gate and scan health (roles 1 and 7). */
export interface DashboardDevice extends DeviceHealthRow {
  name: string;
  gate_id: number;
  gate_name: string;
}

/** GET /api/dashboard: the presence sections, the approvals waiting for the actor, and device health. */
export interface DashboardView extends DashboardPresence {
  /** Requests waiting for the actor's decision (null for roles that approve nothing). */
  approvals: AbsenceView[] | null;
  /** Roles 1 and 7: the devices in service with their health (null for other roles). */
  devices: { working_hours: boolean; items: DashboardDevice[] } | null;
  /** Sections another service did not answer in time: shown as unavailable, the rest still shows. */
  unavailable: Array<'approvals' | 'devices'>;
}
