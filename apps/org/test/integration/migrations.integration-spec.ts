import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { dropDatabase, scratchDatabaseUrl } from '@presently/testing';
import { definition } from '../../src/service.definition';

describe('org: migrations', () => {
  const url = scratchDatabaseUrl('org_migrations');

  beforeAll(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  it('apply, revert one by one with data in place, and apply again', async () => {
    const source = createServiceDataSource({ schema: 'org', url, entities: definition.entities, migrations: definition.migrations });
    await source.initialize();
    try {
      expect(await migrateSchema(source, 'org')).toEqual([
        'CreateInbox1763800000000',
        'CreateIdentityTables1764000000000',
        'CreateAdministrationTables1764100000000',
        'AddTeamCoverageSettings1766600000000',
        'AddBuiltInCatalogueKeys1767200000000',
        'CreateMonthClosures1767600000000',
        'AddHolidayNames1768200000000',
      ]);
      // The holidays saved from the official list before names were kept get the names of that date's
      // entry when their description is one of its names in any language; anything else stays as typed.
      await source.undoLastMigration({ transaction: 'each' });
      await source.query(`INSERT INTO org.companies (registration_id, name) VALUES ('h1', 'Holiday Co')`);
      await source.query(
        `INSERT INTO org.holidays (company_id, date, description, type, for_all)
         SELECT id, v.date::date, v.description, 'public', true FROM org.companies,
           (VALUES ('2026-05-01', 'Labour Day'), ('2026-08-03', 'Ден на Републиката (Илинден) (неработен ден, пренесен)'),
                   ('2026-04-10', 'Разпети петък'), ('2026-05-04', 'Ден на трудот'), ('2026-12-31', 'Company party')) AS v(date, description)
          WHERE registration_id = 'h1'`,
      );
      expect(await migrateSchema(source, 'org')).toEqual(['AddHolidayNames1768200000000']);
      expect(await source.query(`SELECT to_char(date, 'YYYY-MM-DD') AS date, description, names FROM org.holidays ORDER BY date`)).toEqual([
        { date: '2026-04-10', description: 'Разпети петък', names: { en: 'Good Friday', mk: 'Велики петок', bg: 'Разпети петък' } },
        { date: '2026-05-01', description: 'Labour Day', names: { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' } },
        { date: '2026-05-04', description: 'Ден на трудот', names: null },
        {
          date: '2026-08-03',
          description: 'Ден на Републиката (Илинден) (неработен ден, пренесен)',
          names: {
            en: 'Republic Day (Ilinden) (day off moved from the weekend)',
            mk: 'Ден на Републиката (Илинден) (неработен ден, пренесен)',
            bg: 'Ден на републиката (Илинден) (почивен ден, пренесен)',
          },
        },
        { date: '2026-12-31', description: 'Company party', names: null },
      ]);
      await source.query(`DELETE FROM org.holidays; DELETE FROM org.companies`);
      // The closed months' tables go with their down(), and come back empty.
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      const closureTables = () => source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'org' AND table_name LIKE 'month_closure%' ORDER BY table_name`);
      expect(await closureTables()).toEqual([]);
      expect(await migrateSchema(source, 'org')).toEqual(['CreateMonthClosures1767600000000', 'AddHolidayNames1768200000000']);
      expect(await closureTables()).toEqual([{ table_name: 'month_closure_audit' }, { table_name: 'month_closures' }]);
      // The built-in keys: entries named as the seed named them (any language) get their key, the first per
      // company and key only; anything else stays as typed. Reverting drops the keys, applying finds them again.
      await source.query(`INSERT INTO org.companies (registration_id, name) VALUES ('k1', 'Keyed Co')`);
      await source.query(
        `INSERT INTO org.nationalities (company_id, name) SELECT id, n FROM org.companies, unnest(ARRAY['Macedonian', 'Македонска', 'Klingon']) AS n WHERE registration_id = 'k1'`,
      );
      await source.query(`INSERT INTO org.religions (company_id, name) SELECT id, 'Ислям' FROM org.companies WHERE registration_id = 'k1'`);
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      expect(await migrateSchema(source, 'org')).toEqual(['AddBuiltInCatalogueKeys1767200000000', 'CreateMonthClosures1767600000000', 'AddHolidayNames1768200000000']);
      expect(await source.query(`SELECT name, builtin_key FROM org.nationalities ORDER BY id`)).toEqual([
        { name: 'Macedonian', builtin_key: 'macedonian' },
        { name: 'Македонска', builtin_key: null },
        { name: 'Klingon', builtin_key: null },
      ]);
      expect(await source.query(`SELECT name, builtin_key FROM org.religions`)).toEqual([{ name: 'Ислям', builtin_key: 'islam' }]);
      await source.query(`DELETE FROM org.nationalities; DELETE FROM org.religions; DELETE FROM org.companies`);
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      // Back to before administration (its down(), after the team coverage settings' own), with a company
      // and a user in place: re-applying keeps them and gives the user work settings and the company the
      // new settings' defaults.
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      const leftover = await source.query(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'org'
           AND (column_name IN ('saving_images', 'night_work_start', 'hr_absence_limit_date') OR table_name IN ('holidays', 'gates', 'work_rules'))`,
      );
      expect(leftover).toEqual([]);
      await source.query(`INSERT INTO org.companies (registration_id, name) VALUES ('r1', 'Old Co')`);
      await source.query(
        `INSERT INTO org.users (company_id, email, full_name, role_id, user_color, qr_code) SELECT id, 'old@x.mk', 'Old', 1, '#e53935', 'qr-old' FROM org.companies`,
      );

      expect(await migrateSchema(source, 'org')).toEqual([
        'CreateAdministrationTables1764100000000',
        'AddTeamCoverageSettings1766600000000',
        'AddBuiltInCatalogueKeys1767200000000',
        'CreateMonthClosures1767600000000',
        'AddHolidayNames1768200000000',
      ]);
      const [settings] = await source.query('SELECT min_days_before_vacation, approval_general_manager, past_vacation_roles, night_work_start FROM org.companies');
      expect(settings).toEqual({ min_days_before_vacation: 3, approval_general_manager: true, past_vacation_roles: [], night_work_start: '22:00' });
      const [work] = await source.query('SELECT working_minutes, use_web FROM org.user_work_settings');
      expect(work).toEqual({ working_minutes: 480, use_web: true });

      for (let i = 0; i < 7; i++) await source.undoLastMigration({ transaction: 'each' });
      const left = await source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'org' ORDER BY table_name`);
      expect(left.map((t: { table_name: string }) => t.table_name)).toEqual(['migrations']);

      expect(await migrateSchema(source, 'org')).toHaveLength(7);
    } finally {
      await source.destroy();
    }
  });
});
