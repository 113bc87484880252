import type { Device, Gate, RegisteredDevice } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

export type GateInput = Pick<Gate, 'name' | 'active'>;

export const gatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGates: build.query<Gate[], void>({
      query: () => ({ url: 'gates', params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<Gate[]>) => unwrapList(response),
      providesTags: ['Gates'],
    }),
    createGate: build.mutation<Gate, GateInput>({
      query: (body) => ({ url: 'gates', method: 'POST', body }),
      transformResponse: unwrapData<Gate>,
      invalidatesTags: ['Gates'],
    }),
    updateGate: build.mutation<Gate, { id: number; input: Partial<GateInput> }>({
      query: ({ id, input }) => ({ url: `gates/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<Gate>,
      invalidatesTags: ['Gates'],
    }),
    deleteGate: build.mutation<unknown, number>({
      query: (id) => ({ url: `gates/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Gates', 'Devices'],
    }),
    listDevices: build.query<Device[], number>({
      query: (gateId) => ({ url: `gates/${gateId}/devices`, params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<Device[]>) => unwrapList(response),
      providesTags: (_result, _error, gateId) => [{ type: 'Devices', id: gateId }],
    }),
    /** The answer carries the device key, this once: it is shown to the user and never kept. */
    registerDevice: build.mutation<RegisteredDevice, { gateId: number; name: string }>({
      query: ({ gateId, name }) => ({ url: `gates/${gateId}/devices`, method: 'POST', body: { name } }),
      transformResponse: unwrapData<RegisteredDevice>,
      invalidatesTags: (_result, _error, { gateId }) => ['Gates', { type: 'Devices', id: gateId }],
    }),
    revokeDevice: build.mutation<Device, { id: number; gateId: number }>({
      query: ({ id }) => ({ url: `devices/${id}/revoke`, method: 'POST' }),
      transformResponse: unwrapData<Device>,
      invalidatesTags: (_result, _error, { gateId }) => ['Gates', { type: 'Devices', id: gateId }],
    }),
  }),
});

export const {
  useListGatesQuery,
  useCreateGateMutation,
  useUpdateGateMutation,
  useDeleteGateMutation,
  useListDevicesQuery,
  useRegisterDeviceMutation,
  useRevokeDeviceMutation,
} = gatesApi;
