import type { Department, Team } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

export type DepartmentInput = Pick<Department, 'name' | 'manager_user_id'>;
export type TeamInput = Pick<Team, 'name' | 'department_id' | 'team_lead_user_id' | 'member_ids'>;

/** Departments and teams: moving people between them changes users, member counts and both lists. */
const STRUCTURE = ['Departments', 'Teams', 'Users'] as const;

export const structureApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<Department[], void>({
      query: () => ({ url: 'departments', params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<Department[]>) => unwrapList(response),
      providesTags: ['Departments'],
    }),
    createDepartment: build.mutation<Department, DepartmentInput>({
      query: (body) => ({ url: 'departments', method: 'POST', body }),
      transformResponse: unwrapData<Department>,
      invalidatesTags: [...STRUCTURE],
    }),
    updateDepartment: build.mutation<Department, { id: number; input: Partial<DepartmentInput> }>({
      query: ({ id, input }) => ({ url: `departments/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<Department>,
      invalidatesTags: [...STRUCTURE],
    }),
    deleteDepartment: build.mutation<unknown, number>({
      query: (id) => ({ url: `departments/${id}`, method: 'DELETE' }),
      invalidatesTags: [...STRUCTURE],
    }),
    listTeams: build.query<Team[], void>({
      query: () => ({ url: 'teams', params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<Team[]>) => unwrapList(response),
      providesTags: ['Teams'],
    }),
    createTeam: build.mutation<Team, Partial<TeamInput> & Pick<TeamInput, 'name'>>({
      query: (body) => ({ url: 'teams', method: 'POST', body }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [...STRUCTURE],
    }),
    /** May carry `member_ids`: the whole list of members. */
    updateTeam: build.mutation<Team, { id: number; input: Partial<TeamInput> }>({
      query: ({ id, input }) => ({ url: `teams/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<Team>,
      invalidatesTags: [...STRUCTURE],
    }),
    deleteTeam: build.mutation<unknown, number>({
      query: (id) => ({ url: `teams/${id}`, method: 'DELETE' }),
      invalidatesTags: [...STRUCTURE],
    }),
  }),
});

export const {
  useListDepartmentsQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useDeleteDepartmentMutation,
  useListTeamsQuery,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useDeleteTeamMutation,
} = structureApi;
