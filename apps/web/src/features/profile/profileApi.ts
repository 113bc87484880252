import type { Country, NamedItem, Profile } from '@presently/contracts';
import { api, readAsDataUrl, unwrapData } from '../../app/api';

/** An avatar address under `/api/` needs the bearer token: it is fetched, not put in an `<img src>` as is. */
export function apiPathOf(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith('/api/')) return null;
    return parsed.pathname.slice('/api/'.length) + parsed.search;
  } catch {
    return null;
  }
}

export interface AvatarUploadResult {
  avatar_url?: string | null;
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'profile',
      transformResponse: unwrapData<Profile>,
      providesTags: ['Profile'],
    }),
    getReligions: build.query<NamedItem[], void>({
      query: () => 'profile-religions',
      transformResponse: unwrapData<NamedItem[]>,
    }),
    getNationalities: build.query<NamedItem[], void>({
      query: () => 'profile-nationalities',
      transformResponse: unwrapData<NamedItem[]>,
    }),
    getCountries: build.query<Country[], void>({
      query: () => 'profile-countries',
      transformResponse: unwrapData<Country[]>,
    }),
    /** `multipart/form-data` with the image as `avatar`. */
    uploadAvatar: build.mutation<AvatarUploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'avatar/upload', method: 'POST', body };
      },
      transformResponse: (response: { data?: AvatarUploadResult } | null) => response?.data ?? {},
      invalidatesTags: ['Avatar', 'User', 'Profile'],
    }),
    /** The image behind an `/api/…` avatar address (e.g. `users/{id}/avatar`), as a data URL for `<img>`. */
    getAvatarImage: build.query<string, string>({
      query: (path) => ({ url: path, responseHandler: readAsDataUrl }),
      providesTags: ['Avatar'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useGetReligionsQuery,
  useGetNationalitiesQuery,
  useGetCountriesQuery,
  useUploadAvatarMutation,
  useGetAvatarImageQuery,
} = profileApi;
