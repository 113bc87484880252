import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

const T = `"presence"."presence_comments"`;

/** Day comments of users; scoped by company. */
@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async set(companyId: number, userId: number, date: string, comment: string): Promise<void> {
    await this.dataSource.manager.query(
      `INSERT INTO ${T} ("company_id", "user_id", "date", "comment") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("user_id", "date") DO UPDATE SET "comment" = EXCLUDED."comment", "company_id" = EXCLUDED."company_id", "updated_at" = now()`,
      [companyId, userId, date, comment],
    );
  }

  /** Comments of the users dated from..to: key `${user_id}|${date}`. */
  async forUsers(companyId: number, userIds: number[], from: string, to: string): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.dataSource.manager.query<Array<{ user_id: number; date: string; comment: string }>>(
      `SELECT "user_id", "date"::text AS "date", "comment" FROM ${T} WHERE "company_id" = $1 AND "user_id" = ANY($2) AND "date" BETWEEN $3::date AND $4::date`,
      [companyId, userIds, from, to],
    );
    return new Map(rows.map((r) => [`${r.user_id}|${r.date}`, r.comment]));
  }
}
