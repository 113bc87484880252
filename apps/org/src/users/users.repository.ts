import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImageMime } from './domain/image-type';
import { User } from './entities/user.entity';

export type NewUser = Pick<
  User,
  'companyId' | 'email' | 'fullName' | 'roleId' | 'departmentId' | 'teamId' | 'userColor' | 'qrCode'
> &
  Partial<
    Pick<
      User,
      | 'fullNameInDocuments'
      | 'jobPosition'
      | 'jobPositionInDocuments'
      | 'countryCode'
      | 'nationalityId'
      | 'religionId'
      | 'employmentStartDate'
    >
  >;

/** People of a company. Every read and write by id is scoped by the company as well. */
@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findInCompany(companyId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<User | null> {
    return em.findOne(User, { where: { companyId, id: userId } });
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

  insert(em: EntityManager, data: NewUser): Promise<User> {
    return em.save(User, em.create(User, { ...data, survey: 0, status: 'active' }));
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
}
