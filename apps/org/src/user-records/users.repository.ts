import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { UserStatus } from '@presently/contracts';
import type { ImageMime } from '@presently/domain';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { User } from './entities/user.entity';
import { UserWorkSettings } from './entities/user-work-settings.entity';

export type NewUser = Pick<User, 'companyId' | 'email' | 'fullName' | 'roleId' | 'departmentId' | 'teamId' | 'userColor' | 'qrCode'> &
  Partial<
    Pick<
      User,
      | 'fullNameInDocuments'
      | 'jobPosition'
      | 'jobPositionInDocuments'
      | 'birthday'
      | 'phone'
      | 'countryCode'
      | 'nationalityId'
      | 'religionId'
      | 'employmentStartDate'
      | 'employmentEndDate'
    >
  >;

/** What an administrator edits of a user (status and team moves have their own methods). */
export type UserColumns = Omit<NewUser, 'companyId' | 'qrCode'>;

export type WorkSettingsColumns = Omit<UserWorkSettings, 'userId' | 'companyId' | 'updatedAt'>;

export const USER_SORTS = ['full_name', 'email', 'created_at', 'employment_start_date'] as const;
export type UserSort = (typeof USER_SORTS)[number];

const SORT_COLUMNS: Record<UserSort, string> = {
  full_name: 'u.full_name',
  email: 'u.email',
  created_at: 'u.created_at',
  employment_start_date: 'u.employment_start_date',
};

export interface UserFilter {
  status: UserStatus | null;
  departmentId: number | null;
  teamId: number | null;
  roleId: number | null;
}

/** People of a company. Every read and write by id is scoped by the company as well. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findInCompany(companyId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<User | null> {
    return em.findOne(User, { where: { companyId, id: userId } });
  }

  findManyInCompany(companyId: number, userIds: number[], em: EntityManager = this.dataSource.manager): Promise<User[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return em.find(User, { where: { companyId, id: In(userIds) } });
  }

  /** The user row locked for the rest of the transaction. */
  lockInCompany(em: EntityManager, companyId: number, userId: number): Promise<User | null> {
    return em.findOne(User, { where: { companyId, id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Any company's user with this e-mail, compared case-insensitively (as the unique index does). */
  findByEmail(em: EntityManager, email: string): Promise<User | null> {
    return em.createQueryBuilder(User, 'u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** The company's first user: the person who registered it (ids only grow). */
  findFirstUser(em: EntityManager, companyId: number): Promise<User | null> {
    return em.findOne(User, { where: { companyId }, order: { id: 'ASC' } });
  }

  countInCompany(em: EntityManager, companyId: number): Promise<number> {
    return em.count(User, { where: { companyId } });
  }

  /** A new active user with work settings (the columns' defaults where none are given), in one transaction. */
  async insert(em: EntityManager, data: NewUser, workSettings?: WorkSettingsColumns): Promise<User> {
    const user = await em.save(User, em.create(User, { ...data, survey: 0, status: 'active' }));
    await em.insert(UserWorkSettings, { userId: user.id, companyId: user.companyId, ...workSettings });
    return user;
  }

  async update(em: EntityManager, companyId: number, userId: number, columns: Partial<UserColumns & Pick<User, 'status'>>): Promise<void> {
    await em.update(User, { companyId, id: userId }, columns);
  }

  /** Moves people to a team (the ids are the company's: the WHERE keeps it so). */
  async moveToTeam(em: EntityManager, companyId: number, userIds: number[], teamId: number): Promise<void> {
    if (userIds.length === 0) return;
    await em.update(User, { companyId, id: In(userIds) }, { teamId });
  }

  async list(companyId: number, filter: UserFilter, page: PageRequest<UserSort>): Promise<[User[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(User, 'u').where('u.company_id = :companyId', { companyId });
    if (filter.status) qb.andWhere('u.status = :status', { status: filter.status });
    if (filter.departmentId) qb.andWhere('u.department_id = :departmentId', { departmentId: filter.departmentId });
    if (filter.teamId) qb.andWhere('u.team_id = :teamId', { teamId: filter.teamId });
    if (filter.roleId) qb.andWhere('u.role_id = :roleId', { roleId: filter.roleId });
    if (page.q) qb.andWhere('(u.full_name ILIKE :q OR u.email ILIKE :q)', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(SORT_COLUMNS[page.sort], direction, direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')
      .addOrderBy('u.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  /** Active people for the printable QR sheet, by name. */
  listForQrSheet(companyId: number, filter: Pick<UserFilter, 'departmentId' | 'teamId'>): Promise<Array<Pick<User, 'id' | 'fullName' | 'qrCode'>>> {
    const qb = this.dataSource.manager
      .createQueryBuilder(User, 'u')
      .select(['u.id', 'u.fullName', 'u.qrCode'])
      .where("u.company_id = :companyId AND u.status = 'active'", { companyId });
    if (filter.departmentId) qb.andWhere('u.department_id = :departmentId', { departmentId: filter.departmentId });
    if (filter.teamId) qb.andWhere('u.team_id = :teamId', { teamId: filter.teamId });
    return qb.orderBy('u.full_name', 'ASC').addOrderBy('u.id', 'ASC').getMany();
  }

  countInDepartment(em: EntityManager, companyId: number, departmentId: number): Promise<number> {
    return em.count(User, { where: { companyId, departmentId } });
  }

  /** How many people each department has. */
  async countByDepartment(companyId: number, departmentIds: number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, number>> {
    const counts = new Map<number, number>(departmentIds.map((id) => [id, 0]));
    if (departmentIds.length === 0) return counts;
    const rows = await em
      .createQueryBuilder(User, 'u')
      .select('u.department_id', 'id')
      .addSelect('COUNT(*)::int', 'count')
      .where('u.company_id = :companyId AND u.department_id IN (:...departmentIds)', { companyId, departmentIds })
      .groupBy('u.department_id')
      .getRawMany<{ id: number; count: number }>();
    for (const row of rows) counts.set(row.id, row.count);
    return counts;
  }

  countInTeam(em: EntityManager, companyId: number, teamId: number): Promise<number> {
    return em.count(User, { where: { companyId, teamId } });
  }

  /** Member ids of each team, ascending. */
  async memberIdsByTeam(companyId: number, teamIds: number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, number[]>> {
    const byTeam = new Map<number, number[]>(teamIds.map((id) => [id, []]));
    if (teamIds.length === 0) return byTeam;
    const rows = await em.find(User, { select: { id: true, teamId: true }, where: { companyId, teamId: In(teamIds) }, order: { id: 'ASC' } });
    for (const row of rows) if (row.teamId !== null) byTeam.get(row.teamId)?.push(row.id);
    return byTeam;
  }

  /** Id → full name of the company's users among the ids. */
  async namesOf(companyId: number, userIds: number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await em.find(User, { select: { id: true, fullName: true }, where: { companyId, id: In(userIds) } });
    return new Map(rows.map((u) => [u.id, u.fullName]));
  }

  /** A new QR code for the user; false when no such user exists in the company. */
  async setQrCode(em: EntityManager, companyId: number, userId: number, qrCode: string): Promise<boolean> {
    const result = await em.update(User, { companyId, id: userId }, { qrCode });
    return (result.affected ?? 0) > 0;
  }

  /** Returns false when no such user exists in the company. */
  async setAvatar(companyId: number, userId: number, avatar: Buffer, mime: ImageMime): Promise<boolean> {
    const result = await this.dataSource.manager.update(User, { companyId, id: userId }, { avatar, avatarMime: mime });
    return (result.affected ?? 0) > 0;
  }

  async findAvatar(companyId: number, userId: number): Promise<{ avatar: Buffer; mime: ImageMime } | null> {
    const row = await this.dataSource.manager
      .createQueryBuilder(User, 'u')
      .select(['u.id', 'u.avatarMime'])
      .addSelect('u.avatar')
      .where('u.company_id = :companyId AND u.id = :userId AND u.avatar IS NOT NULL', { companyId, userId })
      .getOne();
    return row?.avatar && row.avatarMime ? { avatar: row.avatar, mime: row.avatarMime } : null;
  }

  async markSurveySubmitted(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.update(User, { companyId, id: userId }, { survey: 1 });
  }

  /** A company's user by the token of their QR code (unique on the platform). */
  findByQrCode(companyId: number, qrCode: string, em: EntityManager = this.dataSource.manager): Promise<User | null> {
    return em.findOne(User, { where: { companyId, qrCode } });
  }

  findWorkSettingsOf(companyId: number, userIds: number[], em: EntityManager = this.dataSource.manager): Promise<UserWorkSettings[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return em.find(UserWorkSettings, { where: { companyId, userId: In(userIds) } });
  }

  findWorkSettings(companyId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<UserWorkSettings | null> {
    return em.findOne(UserWorkSettings, { where: { companyId, userId } });
  }

  lockWorkSettings(em: EntityManager, companyId: number, userId: number): Promise<UserWorkSettings | null> {
    return em.findOne(UserWorkSettings, { where: { companyId, userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** Stores a user's work settings (a row is made when a user somehow has none). */
  async saveWorkSettings(em: EntityManager, companyId: number, userId: number, columns: WorkSettingsColumns): Promise<void> {
    await em.upsert(UserWorkSettings, { userId, companyId, ...columns }, ['userId']);
  }
}
