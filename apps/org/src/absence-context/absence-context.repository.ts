import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Department } from '../departments/entities/department.entity';
import { Team } from '../teams/entities/team.entity';
import { User } from '../user-records/entities/user.entity';

/** The reads absence's questions need that the feature repositories do not offer; each within one company. */
@Injectable()
export class AbsenceContextRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ledTeamIds(companyId: number, userId: number): Promise<number[]> {
    const rows = await this.dataSource.manager.find(Team, { select: { id: true }, where: { companyId, teamLeadUserId: userId } });
    return rows.map((r) => r.id);
  }

  async managedDepartmentIds(companyId: number, userId: number): Promise<number[]> {
    const rows = await this.dataSource.manager.find(Department, { select: { id: true }, where: { companyId, managerUserId: userId } });
    return rows.map((r) => r.id);
  }

  /** Active people of one team of a company (team coverage's whole). */
  activeInTeam(companyId: number, teamId: number): Promise<number> {
    return this.dataSource.manager.count(User, { where: { companyId, teamId, status: 'active' } });
  }

  /** Active people of a company with one role, by id. */
  activeWithRole(companyId: number, roleId: number): Promise<User[]> {
    return this.dataSource.manager.find(User, { where: { companyId, roleId, status: 'active' }, order: { id: 'ASC' } });
  }
}
