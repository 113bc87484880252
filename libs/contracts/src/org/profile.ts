import { z } from 'zod';
import { rpcMessage } from '../common/message';
import { rowId } from '../common/request-fields';
import type { TeamKind } from './teams';

export interface Profile {
  id: number;
  email: string;
  full_name: string;
  full_name_in_documents: string | null;
  job_position: string | null;
  job_position_in_documents: string | null;
  birthday: string | null;
  phone: string | null;
  nationality_id: number | null;
  religion_id: number | null;
  country_code: string | null;
  employment_start_date: string | null;
  employment_end_date: string | null;
  /** `is_default` and `kind` tell the built-in Default department and Default and Deactivated teams, which readers name in their language. */
  department: { id: number; name: string; is_default: boolean } | null;
  team: { id: number; name: string; kind: TeamKind } | null;
  role: { id: number; name: string };
  user_color: string;
  avatar_url: string | null;
}

export const GetProfileRequest = z.object({});

/** The acting user's own record, with department, team and role named. */
export const GET_PROFILE = rpcMessage<Profile>()('org.profile.get', GetProfileRequest);

/**
 * The avatar's bytes, base64. The gateway has checked the size of the upload; org checks the content
 * (a JPEG or PNG by its bytes, at most 1 MB) and answers `avatar: [key]`, so the text is passed on as sent.
 */
export const SetAvatarRequest = z.object({ content_base64: z.string().optional() });
export type SetAvatarRequest = z.input<typeof SetAvatarRequest>;

export const SET_AVATAR = rpcMessage<{ avatar_url: string }>()('org.profile.avatar.set', SetAvatarRequest);

export interface AvatarFile {
  mime: 'image/jpeg' | 'image/png';
  content_base64: string;
}

/** `{ user_id }`: whose avatar (a user of the actor's company; not_found when they have none). */
export const GetAvatarRequest = z.object({ user_id: rowId() });
export type GetAvatarRequest = z.input<typeof GetAvatarRequest>;

export const GET_AVATAR = rpcMessage<AvatarFile>()('org.profile.avatar.get', GetAvatarRequest);
