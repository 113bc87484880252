import { randomInt } from 'node:crypto';
import type { Actor, MessageMeta, UserInfo } from '@presently/contracts';
import { createServiceDataSource } from '@presently/database';
import { ForbiddenError, NotFoundError } from '@presently/domain';
import { migrateService, resetServiceConfig, serviceConfig, serviceMigrations } from '@presently/service-runtime';
import { applyTestEnv } from '@presently/testing';
import type { DataSource } from 'typeorm';
import type { OrgClient } from '../../src/peers/org.client';
import type { PresenceClient } from '../../src/peers/presence.client';
import { ExportReuse } from '../../src/freshness/export-reuse.repository';
import { ScanReviews } from '../../src/reviews/scan-reviews.repository';
import { ScanReviewsService } from '../../src/reviews/scan-reviews.service';
import { definition } from '../../src/service.definition';

/** Reviewed marks of the administrators report on real PostgreSQL: set, kept, taken away, per company. */
describe('reports: marking a scan reviewed', () => {
  let db: DataSource;
  let reviews: ScanReviews;
  let freshness: ExportReuse;
  const companyA = 1_700_000_000 + randomInt(300_000_000);
  const companyB = companyA + 1;
  const recordId = randomInt(1, 1_000_000_000);
  // Org answers the actor's name and company; the stub answers as org would for each actor.
  const names: Record<number, string> = { 3: 'Марија HR', 9: 'Петар HR', 21: 'HR of B', 5: 'Team lead' };
  const org = { userInfo: async (meta: MessageMeta) => ({ full_name: names[meta.actor!.userId], company: { special_reports: false } }) as UserInfo } as unknown as OrgClient;
  // Presence answers a scan image only for a record of the actor's company that has one (else 404).
  const scanRecords = new Map<number, Set<number>>([
    [companyA, new Set([recordId, recordId + 1, recordId + 2])],
    [companyB, new Set([recordId + 10])],
  ]);
  const presence = {
    scanImage: async (id: number, m: MessageMeta) => {
      if (!scanRecords.get(m.actor!.companyId)?.has(id)) throw new NotFoundError('not_found');
      return { record_id: id };
    },
  } as unknown as PresenceClient;
  let service: ScanReviewsService;
  const actor = (userId: number, companyId: number, roleId = 3): Actor => ({ userId, companyId, roleId, lang: 'en' });
  const meta = (a: Actor): MessageMeta => ({ requestId: 'r', actor: a });

  beforeAll(async () => {
    applyTestEnv();
    resetServiceConfig();
    await migrateService(definition);
    db = createServiceDataSource({ schema: 'reports', url: serviceConfig().DATABASE_URL, entities: definition.entities, migrations: serviceMigrations(definition), poolSize: 2 });
    await db.initialize();
    freshness = new ExportReuse(db);
    reviews = new ScanReviews(db, freshness);
    service = new ScanReviewsService(org, presence, reviews);
  });

  afterAll(async () => {
    await db.query(`DELETE FROM reports.scan_reviews WHERE company_id IN ($1, $2)`, [companyA, companyB]);
    await db.query(`DELETE FROM reports.company_data_versions WHERE company_id IN ($1, $2)`, [companyA, companyB]);
    await db.destroy();
  });

  it('keeps the first mark’s who and when when marked again, and unmarks (twice without harm)', async () => {
    const hr = actor(3, companyA);
    const v0 = await freshness.version(companyA);
    const first = await service.mark(hr, recordId, meta(hr));
    // A new mark changes the report: an earlier file of it is not reused (the version moved once).
    expect(await freshness.version(companyA)).toBe(v0 + 1);
    expect(first).toMatchObject({ record_id: recordId, reviewed: true, reviewed_by_id: 3, reviewed_by_name: 'Марија HR' });

    const other = actor(9, companyA, 7);
    const again = await service.mark(other, recordId, meta(other));
    expect(again).toEqual(first);
    expect(await freshness.version(companyA)).toBe(v0 + 1);
    expect((await reviews.of(companyA, [recordId])).get(recordId)).toEqual({ byName: 'Марија HR', at: new Date(first.reviewed_at!) });

    expect(await service.unmark(hr, recordId, meta(hr))).toEqual({ record_id: recordId, reviewed: false, reviewed_by_id: null, reviewed_by_name: null, reviewed_at: null });
    expect((await reviews.of(companyA, [recordId])).size).toBe(0);
    expect(await freshness.version(companyA)).toBe(v0 + 2);
    expect((await service.unmark(hr, recordId, meta(hr))).reviewed).toBe(false);
    expect(await freshness.version(companyA)).toBe(v0 + 2);

    const remarked = await service.mark(other, recordId, meta(other));
    expect(remarked.reviewed_by_name).toBe('Петар HR');
  });

  it('refuses a record of another company (404) and leaves that company’s mark as it was', async () => {
    const id = recordId + 1;
    const hrA = actor(3, companyA);
    const hrB = actor(21, companyB);
    await service.mark(hrA, id, meta(hrA));

    await expect(service.unmark(hrB, id, meta(hrB))).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.mark(hrB, id, meta(hrB))).rejects.toBeInstanceOf(NotFoundError);
    expect((await reviews.of(companyA, [id])).get(id)?.byName).toBe('Марија HR');
    expect((await reviews.of(companyB, [id])).size).toBe(0);

    // B's own record is B's to mark.
    expect((await service.mark(hrB, recordId + 10, meta(hrB))).reviewed_by_name).toBe('HR of B');
  });

  it('refuses a role that may not run the administrators report', async () => {
    const lead = actor(5, companyA, 6);
    await expect(service.mark(lead, recordId + 2, meta(lead))).rejects.toBeInstanceOf(ForbiddenError);
    expect((await reviews.of(companyA, [recordId + 2])).size).toBe(0);
  });
});
