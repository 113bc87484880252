import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import { ERROR_KEYS } from '@presently/contracts';
import { DomainError } from '@presently/domain';
import { callerGaveUp } from '@presently/logger';

/**
 * A TypeORM subscriber that refuses to commit a transaction of an RPC request whose caller has
 * stopped waiting (its `x-deadline` has passed: the gateway already answered 503). Committing then
 * would keep a write its caller was told failed — a user created twice when the person tries again,
 * a request approved "twice". Thrown before COMMIT, so `DataSource.transaction` rolls back. Work
 * outside an RPC (events, jobs, timers, the outbox relay) carries no deadline and is never refused.
 */
export const lateCommitGuard: EntitySubscriberInterface = {
  beforeTransactionCommit: () => assertCallerStillWaits(),
};

/**
 * The guard's rule, for a transaction committed without TypeORM (a raw `COMMIT`, which passes no
 * subscriber): throws 503 when the RPC's caller has stopped waiting.
 */
export function assertCallerStillWaits(): void {
  if (callerGaveUp()) throw new DomainError(ERROR_KEYS.serviceUnavailable, 503);
}

/** Puts the guard on the service's DataSource (every service gets it through ServiceCoreModule). */
@Injectable()
export class LateCommitGuardInstaller implements OnModuleInit {
  constructor(@Inject(getDataSourceToken()) private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    if (!this.dataSource.subscribers.includes(lateCommitGuard)) this.dataSource.subscribers.push(lateCommitGuard);
  }
}
