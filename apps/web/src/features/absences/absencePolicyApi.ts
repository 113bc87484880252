import type { AbsenceView, ApprovalRulesOfType, PersonalDayAllowance, SaveApprovalRulesRequest, SavePersonalDayAllowancesRequest, SetSubstituteRequest, SubstituteView, TeamCoverage } from '@presently/contracts';
import { api, unwrapData } from '../../app/api';

/** A colleague an approver may name as substitute. */
export interface SubstituteCandidate {
  id: number;
  full_name: string;
  role_id: number;
}

/**
 * What surrounds the requests themselves: team coverage of a request, the approver's substitute, and
 * the company's absence policy (approval steps by type and length, personal-day allowances).
 */
export const absencePolicyApi = api.injectEndpoints({
  endpoints: (build) => ({
    endAbsence: build.mutation<AbsenceView, { id: number; end_date: string; reason: string }>({
      query: ({ id, ...body }) => ({ url: `absences/${id}/end`, method: 'POST', body }),
      transformResponse: unwrapData<AbsenceView>,
      invalidatesTags: (_result, error) => (error ? [] : ['Absences', 'MyVacationDays', 'VacationDays']),
    }),
    addAbsenceFiles: build.mutation<AbsenceView, { id: number; files: File[] }>({
      query: ({ id, files }) => {
        const body = new FormData();
        for (const file of files) body.append('files', file, file.name);
        return { url: `absences/${id}/files`, method: 'POST', body };
      },
      transformResponse: unwrapData<AbsenceView>,
      invalidatesTags: (_result, error) => (error ? [] : ['Absences']),
    }),
    teamCoverage: build.query<TeamCoverage, number>({
      query: (id) => `absences/${id}/team-coverage`,
      transformResponse: unwrapData<TeamCoverage>,
      providesTags: ['Absences'],
    }),
    mySubstitute: build.query<SubstituteView, void>({
      query: () => 'my-substitute',
      transformResponse: unwrapData<SubstituteView>,
      providesTags: ['AbsenceApprovals'],
    }),
    setMySubstitute: build.mutation<SubstituteView, SetSubstituteRequest>({
      query: (body) => ({ url: 'my-substitute', method: 'PUT', body }),
      transformResponse: unwrapData<SubstituteView>,
      invalidatesTags: (_result, error) => (error ? [] : ['AbsenceApprovals']),
    }),
    substituteCandidates: build.query<SubstituteCandidate[], void>({
      query: () => 'absence-substitute-candidates',
      transformResponse: unwrapData<SubstituteCandidate[]>,
    }),
    approvalRules: build.query<ApprovalRulesOfType[], void>({
      query: () => 'absence-approval-rules',
      transformResponse: unwrapData<ApprovalRulesOfType[]>,
      providesTags: ['Settings'],
    }),
    saveApprovalRules: build.mutation<ApprovalRulesOfType, { typeId: number } & SaveApprovalRulesRequest>({
      query: ({ typeId, steps }) => ({ url: `absence-approval-rules/${typeId}`, method: 'PUT', body: { steps } }),
      transformResponse: unwrapData<ApprovalRulesOfType>,
      invalidatesTags: (_result, error) => (error ? [] : ['Settings']),
    }),
    personalDayAllowances: build.query<PersonalDayAllowance[], void>({
      query: () => 'personal-day-allowances',
      transformResponse: unwrapData<PersonalDayAllowance[]>,
      providesTags: ['Settings'],
    }),
    savePersonalDayAllowances: build.mutation<PersonalDayAllowance[], SavePersonalDayAllowancesRequest>({
      query: (body) => ({ url: 'personal-day-allowances', method: 'PUT', body }),
      transformResponse: unwrapData<PersonalDayAllowance[]>,
      invalidatesTags: (_result, error) => (error ? [] : ['Settings']),
    }),
  }),
});

export const {
  useEndAbsenceMutation,
  useAddAbsenceFilesMutation,
  useTeamCoverageQuery,
  useMySubstituteQuery,
  useSetMySubstituteMutation,
  useSubstituteCandidatesQuery,
  useApprovalRulesQuery,
  useSaveApprovalRulesMutation,
  usePersonalDayAllowancesQuery,
  useSavePersonalDayAllowancesMutation,
} = absencePolicyApi;
