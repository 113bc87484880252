import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The built-in entries' names in every language, as the seed wrote them (libs/contracts
 * built-in-catalogue.ts at the time of this migration; a migration keeps its own copy, so a later
 * change of the table does not change what it did).
 */
const NATIONALITY_NAMES = `
      ('macedonian', 'Macedonian'), ('macedonian', 'Македонска'), ('albanian', 'Albanian'), ('albanian', 'Албанска'),
      ('turkish', 'Turkish'), ('turkish', 'Турска'), ('roma', 'Roma'), ('roma', 'Ромска'), ('serbian', 'Serbian'),
      ('serbian', 'Српска'), ('serbian', 'Сръбска'), ('bosniak', 'Bosniak'), ('bosniak', 'Бошњачка'), ('bosniak', 'Бошняшка'),
      ('vlach', 'Vlach'), ('vlach', 'Влашка'), ('bulgarian', 'Bulgarian'), ('bulgarian', 'Бугарска'), ('bulgarian', 'Българска'),
      ('croatian', 'Croatian'), ('croatian', 'Хрватска'), ('croatian', 'Хърватска'), ('montenegrin', 'Montenegrin'),
      ('montenegrin', 'Црногорска'), ('montenegrin', 'Черногорска'), ('egyptian', 'Egyptian'), ('egyptian', 'Египќанска'),
      ('egyptian', 'Египетска'), ('russian', 'Russian'), ('russian', 'Руска'), ('armenian', 'Armenian'),
      ('armenian', 'Ерменска'), ('armenian', 'Арменска'), ('greek', 'Greek'), ('greek', 'Грчка'), ('greek', 'Гръцка'),
      ('ukrainian', 'Ukrainian'), ('ukrainian', 'Украинска'), ('other', 'Other'), ('other', 'Друга')`;

const RELIGION_NAMES = `
      ('orthodox_christianity', 'Orthodox Christianity'), ('orthodox_christianity', 'Православие'), ('islam', 'Islam'),
      ('islam', 'Ислам'), ('islam', 'Ислям'), ('catholicism', 'Catholicism'), ('catholicism', 'Католицизам'),
      ('catholicism', 'Католицизъм'), ('protestantism', 'Protestantism'), ('protestantism', 'Протестантизам'),
      ('protestantism', 'Протестантство'), ('armenian_apostolic', 'Armenian Apostolic'),
      ('armenian_apostolic', 'Ерменска апостолска црква'), ('armenian_apostolic', 'Арменска апостолическа църква'),
      ('judaism', 'Judaism'), ('judaism', 'Јудаизам'), ('judaism', 'Юдаизъм'), ('other', 'Other'), ('other', 'Друга'),
      ('none', 'None'), ('none', 'Без вероисповед'), ('none', 'Без вероизповедание')`;

/**
 * Built-in nationalities and religions get a stable key (issue 14), so each reader sees them in their
 * own language; an administrator's rename drops the key. Entries seeded before keys existed are found
 * once, here, by the names the seed gave them in any language (the first by id per company and key);
 * everything else stays the administrator's, as typed.
 */
export class AddBuiltInCatalogueKeys1767200000000 implements MigrationInterface {
  name = 'AddBuiltInCatalogueKeys1767200000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, names] of [
      ['nationalities', NATIONALITY_NAMES],
      ['religions', RELIGION_NAMES],
    ] as const) {
      await q.query(`ALTER TABLE "org"."${table}" ADD COLUMN "builtin_key" text`);
      await q.query(`CREATE UNIQUE INDEX "uq_${table}_company_builtin_key" ON "org"."${table}" ("company_id", "builtin_key") WHERE "builtin_key" IS NOT NULL`);
      await q.query(`UPDATE "org"."${table}" AS n SET "builtin_key" = m.key
        FROM (SELECT DISTINCT ON (x.company_id, v.key) x.id, v.key
                FROM "org"."${table}" x JOIN (VALUES ${names}) AS v(key, name) ON lower(x.name) = lower(v.name)
               ORDER BY x.company_id, v.key, x.id) AS m
       WHERE n.id = m.id`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['religions', 'nationalities']) {
      await q.query(`DROP INDEX "org"."uq_${table}_company_builtin_key"`);
      await q.query(`ALTER TABLE "org"."${table}" DROP COLUMN "builtin_key"`);
    }
  }
}
