import type { MigrationInterface, QueryRunner } from 'typeorm';
import { OFFICIAL_HOLIDAY_COUNTRIES } from '@presently/contracts';
import { officialHolidays } from '../../holidays/domain/official-holidays';
import { YEAR_MAX, YEAR_MIN } from '../../holidays/domain/holiday-year';

/**
 * A holiday of the official list keeps the law's names in every language (issue 14), so each reader
 * sees it in their own; an administrator's retyped description drops them (docs/calendars.md).
 *
 * Holidays saved from the list before this column existed are found once, here: a holiday whose
 * description is the name the list gives that very date, in any language (a moved day off's and a
 * merged day's names included), gets that day's names; North Macedonia's list first where both
 * countries name a date alike. Anything else stays the administrator's, as typed. Unlike the catalogue
 * keys' migration this one asks the list itself rather than keeping a copy: movable feasts need the
 * list's calendar arithmetic, and a later change of a name only means fewer rows matched here.
 */
export class AddHolidayNames1768200000000 implements MigrationInterface {
  name = 'AddHolidayNames1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "org"."holidays" ADD COLUMN "names" jsonb`);
    const years: Array<{ year: number }> = await q.query(
      `SELECT DISTINCT extract(year FROM "date")::int AS year FROM "org"."holidays" WHERE "date" >= make_date($1, 1, 1) AND "date" < make_date($2, 1, 1)`,
      [YEAR_MIN, YEAR_MAX + 1],
    );
    if (years.length === 0) return;
    const names = years.flatMap(({ year }) =>
      OFFICIAL_HOLIDAY_COUNTRIES.flatMap((country, priority) =>
        officialHolidays(country, year).flatMap((day) => Object.values(day.names).map((name) => ({ priority, date: day.date, name, names: day.names }))),
      ),
    );
    await q.query(
      `UPDATE "org"."holidays" AS h SET "names" = m.names
         FROM (SELECT DISTINCT ON (x.id) x.id, v.names
                 FROM "org"."holidays" x
                 JOIN jsonb_to_recordset($1::jsonb) AS v(priority int, date date, name text, names jsonb)
                   ON x.date = v.date AND lower(btrim(x.description)) = lower(v.name)
                ORDER BY x.id, v.priority) AS m
        WHERE h.id = m.id`,
      [JSON.stringify(names)],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "org"."holidays" DROP COLUMN "names"`);
  }
}
