import { ROLES, type UserDetails, type UserInput, type UserSummary } from '@presently/contracts';
import { avatarUrl } from '../user-records/domain/user-defaults';
import type { User } from '../user-records/entities/user.entity';
import type { UserColumns } from '../user-records/users.repository';

/** The role's id and name as ROLES has them (an unknown id keeps its number and an empty name). */
export const roleOf = (roleId: number): { id: number; name: string } => ({
  id: roleId,
  name: ROLES.find((r) => r.id === roleId)?.name ?? '',
});

export const avatarUrlOf = (user: User): string | null => avatarUrl(user.id, user.avatarMime !== null);

export const toUserSummary = (u: User): UserSummary => ({
  id: u.id,
  email: u.email,
  full_name: u.fullName,
  job_position: u.jobPosition,
  role_id: u.roleId,
  department_id: u.departmentId,
  team_id: u.teamId,
  status: u.status,
  user_color: u.userColor,
});

export const toUserDetails = (u: User): UserDetails => ({
  ...toUserSummary(u),
  full_name_in_documents: u.fullNameInDocuments,
  job_position_in_documents: u.jobPositionInDocuments,
  birthday: u.birthday,
  phone: u.phone,
  nationality_id: u.nationalityId,
  religion_id: u.religionId,
  country_code: u.countryCode,
  employment_start_date: u.employmentStartDate,
  employment_end_date: u.employmentEndDate,
  qr_code: u.qrCode,
  avatar_url: avatarUrlOf(u),
});

/** The user's own columns from a checked form (create and update alike). */
export const toUserColumns = (input: UserInput): UserColumns => ({
  email: input.email,
  fullName: input.full_name,
  fullNameInDocuments: input.full_name_in_documents,
  jobPosition: input.job_position,
  jobPositionInDocuments: input.job_position_in_documents,
  birthday: input.birthday,
  phone: input.phone,
  nationalityId: input.nationality_id,
  religionId: input.religion_id,
  countryCode: input.country_code,
  employmentStartDate: input.employment_start_date,
  employmentEndDate: input.employment_end_date,
  roleId: input.role_id,
  departmentId: input.department_id,
  teamId: input.team_id,
  userColor: input.user_color,
});
