import type { SurveyRequest } from '@presently/contracts';
import { api } from '../../app/api';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<unknown, SurveyRequest>({
      query: (body) => ({ url: 'submit-survey', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitSurveyMutation } = surveyApi;
