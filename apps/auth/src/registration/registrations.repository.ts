import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '@presently/database';
import { SWEEP_LEASE_MS, sweepAfter } from './domain/stale-registration';

export interface DueRegistration {
  registrationId: string;
  userId: number | null;
}

/** auth's record of each company registration: started → completed | abandoned. */
@Injectable()
export class RegistrationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Recorded (in its own commit) before org is asked; a retry finds the row there and keeps it. */
  async start(registrationId: string, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "auth"."registrations" ("registration_id", "started_at", "sweep_after") VALUES ($1, $2, $3)
       ON CONFLICT ("registration_id") DO NOTHING`,
      [registrationId, now, sweepAfter(now)],
    );
  }

  /** org's ids, so the sweeper can tell whether an account was made for the registration. */
  async madeInOrg(registrationId: string, companyId: number, userId: number): Promise<void> {
    await this.dataSource.query(`UPDATE "auth"."registrations" SET "company_id" = $2, "user_id" = $3 WHERE "registration_id" = $1`, [registrationId, companyId, userId]);
  }

  /** In the transaction that makes the account and the completion event. */
  async complete(manager: EntityManager, registrationId: string, companyId: number, userId: number): Promise<void> {
    await manager.query(
      `INSERT INTO "auth"."registrations" ("registration_id", "state", "company_id", "user_id", "settled_at", "sweep_after")
       VALUES ($1, 'completed', $2, $3, now(), now())
       ON CONFLICT ("registration_id") DO UPDATE SET "state" = 'completed', "company_id" = $2, "user_id" = $3, "settled_at" = now()`,
      [registrationId, companyId, userId],
    );
  }

  /** Only an unfinished registration becomes abandoned: a completion that won the race stays. */
  async abandoned(registrationId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "auth"."registrations" SET "state" = 'abandoned', "settled_at" = now() WHERE "registration_id" = $1 AND "state" = 'started'`,
      [registrationId],
    );
  }

  async completedElsewhere(registrationId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "auth"."registrations" SET "state" = 'completed', "settled_at" = now() WHERE "registration_id" = $1 AND "state" = 'started'`,
      [registrationId],
    );
  }

  /**
   * Claims up to `limit` due registrations for one sweeper by pushing their due time a lease ahead
   * (one statement, SKIP LOCKED): replicas sweeping at once take disjoint rows, and a sweeper that dies
   * mid-way leaves its rows due again once the lease ends. No transaction is held during the RPCs.
   */
  async claimDue(now: Date, limit: number): Promise<DueRegistration[]> {
    const rows = returnedRows<{ registration_id: string; user_id: number | null }>(await this.dataSource.query(
      `UPDATE "auth"."registrations" r SET "sweep_after" = $2
       WHERE r."registration_id" IN (
         SELECT "registration_id" FROM "auth"."registrations"
         WHERE "state" = 'started' AND "sweep_after" <= $1
         ORDER BY "sweep_after" LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING r."registration_id", r."user_id"`,
      [now, new Date(now.getTime() + SWEEP_LEASE_MS), limit],
    ));
    return rows.map((r) => ({ registrationId: r.registration_id, userId: r.user_id }));
  }
}
