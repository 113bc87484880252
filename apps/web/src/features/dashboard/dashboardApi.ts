import type { AbsenceView, DashboardPresence, DeviceHealthRow } from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';

/** A device of the company with its gate and scan health (roles 1 and 7), as GET /api/dashboard answers it. */
export interface DashboardDevice extends DeviceHealthRow {
  name: string;
  gate_id: number;
  gate_name: string;
}

/** GET /api/dashboard (apps/gateway/src/dashboard/dashboard.contract.ts). */
export interface DashboardView extends DashboardPresence {
  approvals: AbsenceView[] | null;
  devices: { working_hours: boolean; items: DashboardDevice[] } | null;
  unavailable: Array<'approvals' | 'devices'>;
}

export interface LiveTicket {
  ticket: string;
  expires_in: number;
  url: string;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Approving or declining (AbsenceApprovals) and edits of presence (PresenceTeam) refresh it.
    dashboard: build.query<DashboardView, void>({
      query: () => ({ url: 'dashboard' }),
      transformResponse: (response: DataEnvelope<DashboardView>) => unwrapData(response),
      providesTags: ['PresenceTeam', 'AbsenceApprovals'],
    }),
    liveTicket: build.mutation<LiveTicket, void>({
      query: () => ({ url: 'live/tickets', method: 'POST' }),
      transformResponse: (response: DataEnvelope<LiveTicket>) => unwrapData(response),
    }),
  }),
});

export const { useDashboardQuery, useLiveTicketMutation } = dashboardApi;
