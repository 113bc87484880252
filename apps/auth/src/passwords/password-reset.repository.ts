import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { PasswordResetCode } from './entities/password-reset-code.entity';

/** Password reset codes in the auth schema. */
@Injectable()
export class PasswordResetRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<PasswordResetCode> {
    return (manager ?? this.dataSource.manager).getRepository(PasswordResetCode);
  }

  /** Stores a user's new code; every earlier code of the user stops existing (only the newest works). */
  async replaceForUser(code: Omit<PasswordResetCode, 'createdAt'>, manager: EntityManager): Promise<void> {
    await this.repo(manager).delete({ userId: code.userId });
    await this.repo(manager).insert(code);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The user's newest code, locked for the transaction (concurrent guesses are counted one by one). */
  newestForUpdate(userId: number, manager: EntityManager): Promise<PasswordResetCode | null> {
    return this.repo(manager).findOne({ where: { userId }, order: { createdAt: 'DESC' }, lock: { mode: 'pessimistic_write' } });
  }

  async update(id: string, patch: Partial<Pick<PasswordResetCode, 'attempts' | 'consumedAt'>>, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, patch);
  }
}
