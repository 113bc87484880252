import type { CompanyDetails, CompanySettings } from '@presently/contracts';
import { api, readAsDataUrl, unwrapData } from '../../app/api';

export type CompanyDetailsInput = Pick<CompanyDetails, 'name' | 'address' | 'city' | 'country' | 'tax_number' | 'general_manager_user_id'>;

export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyDetails: build.query<CompanyDetails, void>({
      query: () => 'company-details',
      transformResponse: unwrapData<CompanyDetails>,
      providesTags: ['Company'],
    }),
    /** The company's name travels with the session's user too: user-info is asked again. */
    updateCompanyDetails: build.mutation<CompanyDetails, Partial<CompanyDetailsInput>>({
      query: (body) => ({ url: 'company-details', method: 'PUT', body }),
      transformResponse: unwrapData<CompanyDetails>,
      invalidatesTags: ['Company', 'User'],
    }),
    /** `multipart/form-data` with the image as `logo`. */
    uploadCompanyLogo: build.mutation<unknown, File>({
      query: (file) => {
        const body = new FormData();
        body.append('logo', file);
        return { url: 'company-details/logo', method: 'POST', body };
      },
      invalidatesTags: ['Company', 'CompanyLogo'],
    }),
    /** The logo needs the bearer token: fetched and shown as a `data:` URL. */
    getCompanyLogo: build.query<string, void>({
      query: () => ({ url: 'company-logo', responseHandler: readAsDataUrl }),
      providesTags: ['CompanyLogo'],
    }),
    getSettings: build.query<CompanySettings, void>({
      query: () => 'settings',
      transformResponse: unwrapData<CompanySettings>,
      providesTags: ['Settings'],
    }),
    /** Company flags (weekends, history, QR) travel with the session's user: user-info is asked again. */
    updateSettings: build.mutation<CompanySettings, CompanySettings>({
      query: (body) => ({ url: 'settings', method: 'PUT', body }),
      transformResponse: unwrapData<CompanySettings>,
      invalidatesTags: ['Settings', 'User'],
    }),
  }),
});

export const {
  useGetCompanyDetailsQuery,
  useUpdateCompanyDetailsMutation,
  useUploadCompanyLogoMutation,
  useGetCompanyLogoQuery,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} = companyApi;
