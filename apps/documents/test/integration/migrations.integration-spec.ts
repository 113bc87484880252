import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { dropDatabase, scratchDatabaseUrl } from '@presently/testing';
import { definition } from '../../src/service.definition';

describe('documents: migrations', () => {
  const url = scratchDatabaseUrl('documents_migrations');

  beforeAll(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  it('apply, revert the voiding with a void document in place, and apply again', async () => {
    const source = createServiceDataSource({ schema: 'documents', url, entities: definition.entities, migrations: definition.migrations });
    await source.initialize();
    const insert = (absence: number, status: string, voided: boolean) =>
      source.query(
        `INSERT INTO documents.generated_documents (company_id, absence_request_id, user_id, employee_name, kind, approved_at, year, number, issued_on, content, source, status, voided_at)
         VALUES (1, $1, 2, 'Ana', 'annual_leave', now(), 2026, $1, '2026-03-09', '\\x504b', '{}', $2, CASE WHEN $3::boolean THEN now() END)`,
        [absence, status, voided],
      );
    try {
      expect(await migrateSchema(source, 'documents')).toEqual(['CreateInbox1763800000000', 'CreateStoredFiles1764400000000', 'CreateTemplatesAndDocuments1766200000000', 'AddDocumentVoiding1767100000000']);
      await insert(1, 'void', true);
      // Void needs its time, and its time needs void.
      await expect(insert(2, 'void', false)).rejects.toThrow(/ck_generated_documents_voided/);
      await expect(insert(3, 'generated', true)).rejects.toThrow(/ck_generated_documents_voided/);

      // Reverted, the void document reads as the issued one it was; applied again, nothing is lost.
      await source.undoLastMigration({ transaction: 'each' });
      expect(await source.query('SELECT number, status FROM documents.generated_documents')).toEqual([{ number: 1, status: 'generated' }]);
      expect(await migrateSchema(source, 'documents')).toEqual(['AddDocumentVoiding1767100000000']);

      for (let i = 0; i < 4; i++) await source.undoLastMigration({ transaction: 'each' });
      const left = await source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'documents' ORDER BY table_name`);
      expect(left.map((t: { table_name: string }) => t.table_name)).toEqual(['migrations']);
      expect(await migrateSchema(source, 'documents')).toHaveLength(4);
    } finally {
      await source.destroy();
    }
  });
});
