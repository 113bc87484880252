import { Injectable } from '@nestjs/common';
import type { Actor, Profile } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { DepartmentsRepository } from '../../../departments/departments.repository';
import { TeamsRepository } from '../../../teams/teams.repository';
import { UsersRepository } from '../../../user-records/users.repository';
import { avatarUrlOf, roleOf } from '../../user.presenter';

/** GET profile: the acting user's own record, with department, team and role named. */
@Injectable()
export class GetProfileUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly departments: DepartmentsRepository,
    private readonly teams: TeamsRepository,
  ) {}

  async execute(actor: Actor): Promise<Profile> {
    const user = await this.users.findInCompany(actor.companyId, actor.userId);
    if (!user) throw new NotFoundError();
    const [department, team] = await Promise.all([
      user.departmentId === null ? null : this.departments.find(user.companyId, user.departmentId),
      user.teamId === null ? null : this.teams.find(user.companyId, user.teamId),
    ]);
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      full_name_in_documents: user.fullNameInDocuments,
      job_position: user.jobPosition,
      job_position_in_documents: user.jobPositionInDocuments,
      birthday: user.birthday,
      phone: user.phone,
      nationality_id: user.nationalityId,
      religion_id: user.religionId,
      country_code: user.countryCode,
      employment_start_date: user.employmentStartDate,
      employment_end_date: user.employmentEndDate,
      department: department ? { id: department.id, name: department.name, is_default: department.isDefault } : null,
      team: team ? { id: team.id, name: team.name, kind: team.kind } : null,
      role: roleOf(user.roleId),
      user_color: user.userColor,
      avatar_url: avatarUrlOf(user),
    };
  }
}
