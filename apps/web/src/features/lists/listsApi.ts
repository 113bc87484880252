import type { NamedItem } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

/** The company's own lists of nationalities and religions (`/api/nationalities`, `/api/religions`). */
export type CatalogueKind = 'nationalities' | 'religions';

export const listsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCatalogue: build.query<NamedItem[], CatalogueKind>({
      query: (kind) => ({ url: kind, params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<NamedItem[]>) => unwrapList(response),
      providesTags: (_result, _error, kind) => [{ type: 'Catalogue', id: kind }],
    }),
    saveCatalogueEntry: build.mutation<NamedItem, { kind: CatalogueKind; id?: number; name: string }>({
      query: ({ kind, id, name }) =>
        id === undefined ? { url: kind, method: 'POST', body: { name } } : { url: `${kind}/${id}`, method: 'PUT', body: { name } },
      transformResponse: unwrapData<NamedItem>,
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'Catalogue', id: kind }],
    }),
    deleteCatalogueEntry: build.mutation<unknown, { kind: CatalogueKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${kind}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'Catalogue', id: kind }],
    }),
  }),
});

export const { useListCatalogueQuery, useSaveCatalogueEntryMutation, useDeleteCatalogueEntryMutation } = listsApi;
