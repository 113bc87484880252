import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompanySettings, PresenceProfile } from '@presently/contracts';
import { returnedRows } from '@presently/database';
import { sqlDate, sqlInt, sqlText } from '../common/raw-sql.helpers';
import type { UserCore } from './domain/copy-payloads';
import { PresenceCompany } from './entities/presence-company.entity';
import { PresenceUser } from './entities/presence-user.entity';

/** A user's schedules dated from..to (yyyy-mm-dd, inclusive), read with the user's copy, by date. */
export interface HeldSchedules {
  companyId: number;
  from: string;
  to: string;
  rows: Array<{ date: string; start: Date; end: Date; shiftName: string | null }>;
}

/** Which users of a company a screen lists (all filters optional). */
export interface UserFilter {
  teamId?: number | null;
  departmentId?: number | null;
  userIds?: number[] | null;
  activeOnly?: boolean;
}

/**
 * presence's copies of org's users and companies. Writes keep the newest: a row is replaced only by
 * data published at the same instant or later (changed_at), whatever order events arrive in.
 */
@Injectable()
export class CopiesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Stores a complete user unless newer data is held. Returns whether the row changed. */
  async upsertUser(em: EntityManager, p: PresenceProfile, changedAt: Date): Promise<boolean> {
    // A QR code moves with its owner: another (stale) row still holding it gives it up.
    await em.query(`UPDATE "presence"."presence_users" SET "qr_code" = NULL WHERE "qr_code" = $1 AND "user_id" <> $2`, [p.qr_code, p.user_id]);
    const rows = await em.query<unknown[]>(
      `INSERT INTO "presence"."presence_users" AS u
         ("user_id", "company_id", "full_name", "role_id", "status", "team_id", "department_id", "nationality_id", "religion_id",
          "qr_code", "work_settings", "changed_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
       ON CONFLICT ("user_id") DO UPDATE SET
         "company_id" = EXCLUDED."company_id", "full_name" = EXCLUDED."full_name", "role_id" = EXCLUDED."role_id",
         "status" = EXCLUDED."status", "team_id" = EXCLUDED."team_id", "department_id" = EXCLUDED."department_id",
         "nationality_id" = EXCLUDED."nationality_id", "religion_id" = EXCLUDED."religion_id", "qr_code" = EXCLUDED."qr_code",
         "work_settings" = EXCLUDED."work_settings", "changed_at" = EXCLUDED."changed_at", "updated_at" = now()
       WHERE u."changed_at" <= EXCLUDED."changed_at"
       RETURNING "user_id"`,
      [
        p.user_id,
        p.company_id,
        p.full_name,
        p.role_id,
        p.status,
        p.team_id,
        p.department_id,
        p.nationality_id,
        p.religion_id,
        p.qr_code,
        JSON.stringify(p.work_settings),
        changedAt,
      ],
    );
    return rows.length > 0;
  }

  /** Updates the fields every user event carries, for a user already held (an event without presence's fields). */
  async updateUserCore(em: EntityManager, c: UserCore, changedAt: Date): Promise<boolean> {
    const rows = await em.query<unknown[]>(
      `UPDATE "presence"."presence_users"
          SET "company_id" = $2, "full_name" = $3, "role_id" = $4, "status" = $5, "changed_at" = $6, "updated_at" = now()
        WHERE "user_id" = $1 AND "changed_at" <= $6
        RETURNING "user_id"`,
      [c.user_id, c.company_id, c.full_name, c.role_id, c.status, changedAt],
    );
    return returnedRows(rows).length > 0;
  }

  async upsertCompany(em: EntityManager, companyId: number, settings: CompanySettings, changedAt: Date): Promise<boolean> {
    const rows = await em.query<unknown[]>(
      `INSERT INTO "presence"."presence_companies" AS c ("company_id", "settings", "changed_at", "updated_at")
       VALUES ($1, $2, $3, now())
       ON CONFLICT ("company_id") DO UPDATE SET "settings" = EXCLUDED."settings", "changed_at" = EXCLUDED."changed_at", "updated_at" = now()
       WHERE c."changed_at" <= EXCLUDED."changed_at"
       RETURNING "company_id"`,
      [companyId, JSON.stringify(settings), changedAt],
    );
    return rows.length > 0;
  }

  findUser(userId: number, em: EntityManager = this.dataSource.manager): Promise<PresenceUser | null> {
    return em.findOne(PresenceUser, { where: { userId } });
  }

  findUserByQr(companyId: number, qrCode: string): Promise<PresenceUser | null> {
    return this.dataSource.manager.findOne(PresenceUser, { where: { companyId, qrCode } });
  }

  /** The user a QR code names in the company, with the company's settings when held, in one round trip (the scan path). */
  async findUserByQrWithCompany(companyId: number, qrCode: string): Promise<HeldUser | null> {
    const rows = await this.dataSource.manager.query<Array<Record<string, unknown>>>(this.heldUserByQrStatement(companyId, qrCode));
    return rows[0] ? this.heldUserFrom(rows[0]) : null;
  }

  findCompany(companyId: number): Promise<PresenceCompany | null> {
    return this.dataSource.manager.findOne(PresenceCompany, { where: { companyId } });
  }

  /**
   * The user and their company's settings in one round trip (the clocking path). With `schedulesDated`,
   * the same round trip also reads the user's schedules dated within it (scoped by the user's company),
   * so the clocking answer needs no query of its own for them.
   */
  async findUserWithCompany(userId: number, schedulesDated?: { from: string; to: string }): Promise<HeldUser | null> {
    const rows = await this.dataSource.manager.query<Array<Record<string, unknown>>>(this.heldUserStatement(userId, schedulesDated));
    return rows[0] ? this.heldUserFrom(rows[0], schedulesDated) : null;
  }

  /** Users of a company by the filters, by name. */
  listUsers(companyId: number, filter: UserFilter = {}): Promise<PresenceUser[]> {
    return this.usersQuery(companyId, filter).getMany();
  }

  /** A page of {@link listUsers} (same order) and the number of all matches: reports page through 10,000 employees. */
  listUsersPage(companyId: number, filter: UserFilter, offset: number, limit: number): Promise<[PresenceUser[], number]> {
    return this.usersQuery(companyId, filter).offset(offset).limit(limit).getManyAndCount();
  }

  private usersQuery(companyId: number, filter: UserFilter) {
    const qb = this.dataSource.manager.createQueryBuilder(PresenceUser, 'u').where('u.company_id = :companyId', { companyId });
    if (filter.teamId !== undefined && filter.teamId !== null) qb.andWhere('u.team_id = :teamId', { teamId: filter.teamId });
    if (filter.departmentId !== undefined && filter.departmentId !== null) qb.andWhere('u.department_id = :departmentId', { departmentId: filter.departmentId });
    if (filter.userIds) qb.andWhere('u.user_id IN (:...userIds)', { userIds: filter.userIds.length > 0 ? filter.userIds : [0] });
    if (filter.activeOnly) qb.andWhere(`u.status = 'active'`);
    return qb.orderBy('lower(u.full_name)', 'ASC').addOrderBy('u.user_id', 'ASC');
  }

  /** Names of the company's users, whatever their status (a deactivated or blocked editor keeps their name on a record). */
  async namesOf(companyId: number, userIds: number[]): Promise<Map<number, string>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.manager.query<Array<{ user_id: number; full_name: string }>>(
      `SELECT "user_id", "full_name" FROM "presence"."presence_users" WHERE "company_id" = $1 AND "user_id" = ANY($2)`,
      [companyId, ids],
    );
    return new Map(rows.map((r) => [r.user_id, r.full_name]));
  }

  /*
   * The statements below carry their values as literals: the non-batched reads above run them as they
   * are, and the hot paths (records/hot-path-statements.ts) prepare the same SQL with parameters.
   */

  /**
   * The statement of {@link findUserWithCompany}: the user's copy with the company's settings and,
   * when asked, the user's schedules dated within the window (scoped by the user's company); its row
   * is read by {@link heldUserFrom}.
   */
  heldUserStatement(userId: number, schedulesDated?: { from: string; to: string }): string {
    return heldUserSql(sqlInt(userId), schedulesDated && { from: sqlDate(schedulesDated.from), to: sqlDate(schedulesDated.to) });
  }

  /** The statement of {@link findUserByQrWithCompany} (a row for {@link heldUserFrom}). */
  heldUserByQrStatement(companyId: number, qrCode: string): string {
    return heldUserByQrSql(sqlInt(companyId), sqlText(qrCode));
  }

  /** A row of {@link heldUserStatement} or {@link heldUserByQrStatement}, with the window the schedules were read for. */
  heldUserFrom(row: Record<string, unknown>, schedulesDated?: { from: string; to: string }): HeldUser {
    const user = userFromRow(row);
    const settings = (row.company_settings as CompanySettings | null) ?? null;
    if (!schedulesDated) return { user, settings };
    const list = (row.held_schedules as Array<{ date: string; start: string; end: string; shift: string | null }> | null) ?? [];
    return {
      user,
      settings,
      schedules: {
        companyId: user.companyId,
        from: schedulesDated.from,
        to: schedulesDated.to,
        rows: list.map((s) => ({ date: s.date, start: new Date(s.start), end: new Date(s.end), shiftName: s.shift ?? null })),
      },
    };
  }
}

/** A user's copy with their company's settings (null when the company is not held) and, when asked, schedules. */
export interface HeldUser {
  user: PresenceUser;
  settings: CompanySettings | null;
  schedules?: HeldSchedules;
}

/** A presence_users row read by raw SQL, as the entity. */
function userFromRow(row: Record<string, unknown>): PresenceUser {
  return Object.assign(new PresenceUser(), {
    userId: row.user_id as number,
    companyId: row.company_id as number,
    fullName: row.full_name as string,
    roleId: row.role_id as number,
    status: row.status as PresenceUser['status'],
    teamId: (row.team_id as number | null) ?? null,
    departmentId: (row.department_id as number | null) ?? null,
    nationalityId: (row.nationality_id as number | null) ?? null,
    religionId: (row.religion_id as number | null) ?? null,
    qrCode: (row.qr_code as string | null) ?? null,
    workSettings: row.work_settings as PresenceUser['workSettings'],
    changedAt: row.changed_at as Date,
    updatedAt: row.updated_at as Date,
  });
}

/**
 * The user's copy with the company's settings and, with `schedulesDated`, the user's schedules dated
 * within it (scoped by the user's company). The values are SQL: literals or parameters ($1…).
 */
export function heldUserSql(user: string, schedulesDated?: { from: string; to: string }): string {
  const schedules = schedulesDated
    ? `, (SELECT COALESCE(json_agg(json_build_object('date', s."date"::text, 'start', s."starts_at", 'end', s."ends_at", 'shift', s."shift_name")
                                   ORDER BY s."date"), '[]'::json)
            FROM "presence"."schedules" s
           WHERE s."company_id" = u."company_id" AND s."user_id" = u."user_id"
             AND s."date" BETWEEN ${schedulesDated.from} AND ${schedulesDated.to}) AS "held_schedules"`
    : '';
  return `SELECT u.*, c."settings" AS "company_settings"${schedules}
            FROM "presence"."presence_users" u
            LEFT JOIN "presence"."presence_companies" c ON c."company_id" = u."company_id"
           WHERE u."user_id" = ${user}`;
}

/** The user a QR code names in the company, with the company's settings (values as SQL, as {@link heldUserSql}). */
export function heldUserByQrSql(company: string, qrCode: string): string {
  return `SELECT u.*, c."settings" AS "company_settings"
            FROM "presence"."presence_users" u
            LEFT JOIN "presence"."presence_companies" c ON c."company_id" = u."company_id"
           WHERE u."company_id" = ${company} AND u."qr_code" = ${qrCode}`;
}
