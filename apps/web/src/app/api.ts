import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithSession } from './session/sessionBaseQuery';

/** The one API slice for the gateway; features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: [
    'User',
    'Profile',
    'Avatar',
    // Organisation administration (features/company, users, structure, holidays, nationalities-religions, gates, workRules).
    'Company',
    'CompanyLogo',
    'Settings',
    'Users',
    'WorkSettings',
    'Departments',
    'Teams',
    'Holidays',
    'NationalitiesReligions',
    'Gates',
    'Devices',
    'WorkRules',
    'Shifts',
    // Presence (features/presence): own views, the managers' lists, audit trails, schedules.
    'Presence',
    'PresenceTeam',
    'PresenceComment',
    'PresenceAudit',
    'Schedules',
    // Vacation days of a user (features/users, issue 5).
    'VacationDays',
    // Absence requests (features/absences, issue 11): own requests, those in scope, those waiting, balances.
    'Absences',
    'AbsenceApprovals',
    'MyVacationDays',
    // Secret iCal feeds of the calendars (features/calendar, issue 12).
    'CalendarFeeds',
    // Document templates and generated documents (features/document-templates, issue 13).
    'DocumentTemplates',
    'GeneratedDocuments',
  ],
  endpoints: () => ({}),
});

/** Success bodies are `{ data: … }` (ARCHITECTURE.md, HTTP API). */
export interface DataEnvelope<T> {
  data: T;
}

export const unwrapData = <T,>(response: DataEnvelope<T>): T => response.data;

/**
 * A whole list, whether the gateway answers it as an array or as a page (`{ items, total, … }`): the
 * administration lists other than users are small and shown whole (paged in the browser).
 */
export const unwrapList = <T,>(response: DataEnvelope<T[] | { items: T[] }> | null): T[] => {
  const data = response?.data;
  if (Array.isArray(data)) return data;
  return data && Array.isArray(data.items) ? data.items : [];
};

/** Asked of every whole list: org's pages hold at most 100 rows (20 by default). */
export const WHOLE_LIST = { page: 1, per_page: 100 } as const;

/** The image as a `data:` URL (a string the store can keep; revoking object URLs is not needed). */
export async function readAsDataUrl(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  const type = response.headers.get('content-type')?.split(';')[0] || 'image/png';
  return `data:${type};base64,${btoa(binary)}`;
}
