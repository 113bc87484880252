import { Injectable } from '@nestjs/common';
import type { Actor, UserInfo } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { toCompanyFlags } from '../../../companies/company.presenter';
import { UsersRepository } from '../../../user-records/users.repository';
import { avatarUrlOf, roleOf } from '../../user.presenter';

/** GET user-info: the acting user with roles and the company flags the web's guards and layout read. */
@Injectable()
export class GetUserInfoUseCase {
  constructor(
    private readonly users: UsersRepository,
    private readonly companies: CompaniesRepository,
  ) {}

  async execute(actor: Actor): Promise<UserInfo> {
    const [user, company] = await Promise.all([
      this.users.findInCompany(actor.companyId, actor.userId),
      this.companies.findById(actor.companyId),
    ]);
    if (!user || !company) throw new NotFoundError();
    return {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      department_id: user.departmentId,
      roles: [roleOf(user.roleId)],
      company_id: user.companyId,
      team_id: user.teamId,
      user_color: user.userColor,
      qr_code: user.qrCode,
      survey: user.survey === 1 ? 1 : 0,
      avatar_url: avatarUrlOf(user),
      company: toCompanyFlags(company),
    };
  }
}
