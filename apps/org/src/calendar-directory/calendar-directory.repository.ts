import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Department } from '../departments/entities/department.entity';
import { Team } from '../teams/entities/team.entity';
import { User } from '../user-records/entities/user.entity';

/** The person columns a calendar row shows. */
export type CalendarUserRow = Pick<User, 'id' | 'fullName' | 'teamId' | 'departmentId' | 'userColor'>;

/** The reads of a calendar's directory, each within one company (one query each, however many people). */
@Injectable()
export class CalendarDirectoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active people of a company, by name (a company-wide calendar lists them all). */
  activePeople(companyId: number): Promise<CalendarUserRow[]> {
    return this.dataSource.manager.find(User, {
      select: { id: true, fullName: true, teamId: true, departmentId: true, userColor: true },
      where: { companyId, status: 'active' },
      order: { fullName: 'ASC', id: 'ASC' },
    });
  }

  teams(companyId: number): Promise<Array<Pick<Team, 'id' | 'name' | 'departmentId' | 'teamLeadUserId' | 'kind'>>> {
    return this.dataSource.manager.find(Team, { select: { id: true, name: true, departmentId: true, teamLeadUserId: true, kind: true }, where: { companyId }, order: { name: 'ASC', id: 'ASC' } });
  }

  departments(companyId: number): Promise<Array<Pick<Department, 'id' | 'name' | 'managerUserId' | 'isDefault'>>> {
    return this.dataSource.manager.find(Department, { select: { id: true, name: true, managerUserId: true, isDefault: true }, where: { companyId }, order: { name: 'ASC', id: 'ASC' } });
  }
}
