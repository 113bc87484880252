import type { CopyHolidaysResult, Holiday, OfficialHoliday, OfficialHolidayCountry, SaveOfficialHolidaysResult } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

export type HolidayInput = Pick<Holiday, 'date' | 'description' | 'type' | 'for_all' | 'nationality_id' | 'religion_id'>;

/** What the screen reads of a copy: how many holidays it made. */
type CopiedHolidays = Pick<CopyHolidaysResult, 'copied'>;

export const holidaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listHolidays: build.query<Holiday[], number>({
      query: (year) => ({ url: 'holidays', params: { year, ...WHOLE_LIST } }),
      transformResponse: (response: DataEnvelope<Holiday[]>) => unwrapList(response),
      providesTags: (_result, _error, year) => [{ type: 'Holidays', id: year }],
    }),
    createHoliday: build.mutation<Holiday, HolidayInput>({
      query: (body) => ({ url: 'holidays', method: 'POST', body }),
      transformResponse: unwrapData<Holiday>,
      invalidatesTags: ['Holidays'],
    }),
    updateHoliday: build.mutation<Holiday, { id: number; input: Partial<HolidayInput> }>({
      query: ({ id, input }) => ({ url: `holidays/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<Holiday>,
      invalidatesTags: ['Holidays'],
    }),
    /** Without `confirm` the server answers 409 holiday_has_rest_days when users have rest days on the date. */
    deleteHoliday: build.mutation<unknown, { id: number; confirm?: boolean }>({
      query: ({ id, confirm }) => ({ url: `holidays/${id}`, method: 'DELETE', params: confirm ? { confirm: true } : undefined }),
      invalidatesTags: ['Holidays'],
    }),
    /** Copies the holidays of `year` into the year after it. */
    copyHolidays: build.mutation<CopiedHolidays, number>({
      query: (year) => ({ url: 'holidays/copy-year', method: 'POST', body: { year } }),
      transformResponse: (response: DataEnvelope<Partial<CopyHolidaysResult>> | null) => ({ copied: Number(response?.data?.copied ?? 0) }),
      invalidatesTags: ['Holidays'],
    }),
    /** The official holidays of a country and year as the company would get them (nothing saved). */
    previewOfficialHolidays: build.query<OfficialHoliday[], { country: OfficialHolidayCountry; year: number }>({
      query: (params) => ({ url: 'holidays/official', params }),
      transformResponse: (response: DataEnvelope<{ items: OfficialHoliday[] }>) => response.data.items,
      providesTags: ['Holidays'],
    }),
    /** Saves them: the server adds only what the company does not hold yet. */
    saveOfficialHolidays: build.mutation<SaveOfficialHolidaysResult, { country: OfficialHolidayCountry; year: number }>({
      query: (body) => ({ url: 'holidays/official', method: 'POST', body }),
      transformResponse: unwrapData<SaveOfficialHolidaysResult>,
      invalidatesTags: ['Holidays'],
    }),
  }),
});

export const {
  useListHolidaysQuery,
  useCreateHolidayMutation,
  useUpdateHolidayMutation,
  useDeleteHolidayMutation,
  useCopyHolidaysMutation,
  usePreviewOfficialHolidaysQuery,
  useSaveOfficialHolidaysMutation,
} = holidaysApi;
