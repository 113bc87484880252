import type { NamedItem } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

/** The company's own lists of nationalities and religions (`/api/nationalities`, `/api/religions`). */
export type NationalityReligionKind = 'nationalities' | 'religions';

export const nationalitiesReligionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNationalitiesReligions: build.query<NamedItem[], NationalityReligionKind>({
      query: (kind) => ({ url: kind, params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<NamedItem[]>) => unwrapList(response),
      providesTags: (_result, _error, kind) => [{ type: 'NationalitiesReligions', id: kind }],
    }),
    saveNationalityReligion: build.mutation<NamedItem, { kind: NationalityReligionKind; id?: number; name: string }>({
      query: ({ kind, id, name }) =>
        id === undefined ? { url: kind, method: 'POST', body: { name } } : { url: `${kind}/${id}`, method: 'PUT', body: { name } },
      transformResponse: unwrapData<NamedItem>,
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'NationalitiesReligions', id: kind }],
    }),
    deleteNationalityReligion: build.mutation<unknown, { kind: NationalityReligionKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'NationalitiesReligions', id: kind }],
    }),
  }),
});

export const { useListNationalitiesReligionsQuery, useSaveNationalityReligionMutation, useDeleteNationalityReligionMutation } = nationalitiesReligionsApi;
