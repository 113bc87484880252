import { randomBytes } from 'node:crypto';
import { type CompanySettingsChangedEvent, ORG_EVENT, type UserChangedEvent } from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { publishTestEvent, testPublisher, waitFor } from '@presently/testing';
import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WORK_SETTINGS } from '../../src/copies/domain/copy-payloads';
import { bootPresence, freshId, meta, type PresenceHarness, sql } from './support/presence-harness';

describe('presence: copies of org users and companies, kept by events', () => {
  let h: PresenceHarness;
  let publisher: EventPublisher;
  const companyId = freshId();

  beforeAll(async () => {
    h = await bootPresence();
    publisher = testPublisher();
    await publisher.waitForConnect();
  });

  afterAll(async () => {
    await sql('DELETE FROM presence.presence_users WHERE company_id = $1', [companyId]);
    await sql('DELETE FROM presence.presence_companies WHERE company_id = $1', [companyId]);
    await publisher.close();
    await h.close();
  });

  const userEvent = (userId: number, over: Partial<UserChangedEvent> = {}): UserChangedEvent => ({
    user_id: userId,
    company_id: companyId,
    email: `u${userId}@itest.presently.local`,
    full_name: 'Ana Petrova',
    role_id: 6,
    status: 'active',
    lang: 'en',
    created: false,
    team_id: 11,
    department_id: 12,
    nationality_id: 13,
    religion_id: null,
    qr_code: randomBytes(16).toString('base64url'),
    work_settings: { ...DEFAULT_WORK_SETTINGS, working_hours: 6 },
    ...over,
  });

  /** Publishes with a chosen occurredAt (events may arrive out of order). */
  // The publisher stamps now; a hand-made envelope carries an older or newer instant.
  const publishAt = async (name: string, payload: unknown, occurredAt: string) => {
    await publishTestEvent(name, payload, { occurredAt, meta: meta() });
  };

  const copyOf = (userId: number) =>
    sql<{ full_name: string; role_id: number; team_id: number; department_id: number; qr_code: string; work_settings: { working_hours: number }; status: string }>(
      'SELECT full_name, role_id, team_id, department_id, qr_code, work_settings, status FROM presence.presence_users WHERE user_id = $1',
      [userId],
    ).then((rows) => rows[0]);

  it('keeps a user from org.user.changed.v1, and never goes back to an older event', async () => {
    const userId = freshId();
    const first = userEvent(userId);
    await publisher.publish(ORG_EVENT.userChanged, first, meta());
    const copy = await waitFor(() => copyOf(userId));
    expect(copy).toEqual({ full_name: 'Ana Petrova', role_id: 6, team_id: 11, department_id: 12, qr_code: first.qr_code, work_settings: expect.objectContaining({ working_hours: 6 }), status: 'active' });

    await publishAt(ORG_EVENT.userChanged, userEvent(userId, { full_name: 'Old Name', team_id: 99 }), '2020-01-01T00:00:00.000Z');
    await publisher.publish(ORG_EVENT.userChanged, userEvent(userId, { status: 'blocked', qr_code: first.qr_code }), meta());
    await waitFor(async () => (await copyOf(userId)).status === 'blocked');
    expect(await copyOf(userId)).toMatchObject({ full_name: 'Ana Petrova', team_id: 11 });
  });

  it('applies an event without presence fields to a user it holds, and makes no copy of one it does not', async () => {
    const held = freshId();
    await publisher.publish(ORG_EVENT.userChanged, userEvent(held), meta());
    await waitFor(() => copyOf(held));
    const { team_id: _t, department_id: _d, nationality_id: _n, religion_id: _r, qr_code: _q, work_settings: _w, ...core } = userEvent(held, { role_id: 3, full_name: 'Ana  Novak' });
    await publisher.publish(ORG_EVENT.userChanged, core, meta());
    await waitFor(async () => (await copyOf(held)).role_id === 3);
    expect(await copyOf(held)).toMatchObject({ full_name: 'Ana Novak', team_id: 11 });

    const unknown = freshId();
    const { team_id: _t2, department_id: _d2, nationality_id: _n2, religion_id: _r2, qr_code: _q2, work_settings: _w2, ...bare } = userEvent(unknown);
    await publisher.publish(ORG_EVENT.userChanged, bare, meta());
    // Once the event is processed (the inbox has it), still no copy.
    await new Promise((r) => setTimeout(r, 500));
    expect(await copyOf(unknown)).toBeUndefined();
  });

  it('keeps company settings from org.company.settings-changed.v1, newest first', async () => {
    const event: CompanySettingsChangedEvent = { company_id: companyId, settings: { ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Sofia', show_saturday: true }, special_reports: false };
    await publisher.publish(ORG_EVENT.companySettingsChanged, event, meta());
    const settingsOf = () => sql<{ settings: { timezone: string; show_saturday: boolean } }>('SELECT settings FROM presence.presence_companies WHERE company_id = $1', [companyId]).then((r) => r[0]?.settings);
    await waitFor(async () => (await settingsOf())?.timezone === 'Europe/Sofia');
    await publishAt(ORG_EVENT.companySettingsChanged, { ...event, settings: { ...event.settings, timezone: 'Europe/Skopje' } }, '2020-01-01T00:00:00.000Z');
    await new Promise((r) => setTimeout(r, 500));
    expect(await settingsOf()).toMatchObject({ timezone: 'Europe/Sofia', show_saturday: true });
  });
});
