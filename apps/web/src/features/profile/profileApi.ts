import type { Country, NamedItem, Profile } from '@presently/contracts';
import { api, unwrapData } from '../../app/api';

/** Spec sections 5 and 9: avatars are JPEG, JPG or PNG of at most 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png'];
const AVATAR_EXTENSION = /\.(jpe?g|png)$/i;

/** The error key for a file that cannot be an avatar (checked before upload; the server checks again), or null. */
export function avatarProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type) && !AVATAR_EXTENSION.test(file.name)) return 'file_must_be_image';
  if (file.size > AVATAR_MAX_BYTES) return 'file_too_large_1mb';
  return null;
}

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
