import { type CompanyDetails, type CompanySettingsChangedEvent, ORG_ADMIN_RPC } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { createUser, refsOf, userForm } from './support/admin-fixtures';
import { tinyJpeg, tinyPng } from './support/images';
import { adminOf, bootOrg, type OrgHarness, rpcError, watchSettingsEvents } from './support/org-harness';

const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(16)]);
const WEBP = Buffer.concat([Buffer.from('RIFF', 'ascii'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ', 'ascii'), Buffer.alloc(24)]);

describe('org: company details and logo', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
  });

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  const form = (generalManagerId: number) => ({
    name: 'Firma DOO',
    address: 'Partizanska 1',
    city: 'Skopje',
    country: 'mk',
    tax_number: '4030001234567',
    general_manager_user_id: generalManagerId,
  });

  it('answers the details of a new company', async () => {
    const a = await org.register({ company_name: 'Details Co' });
    await expect(org.call<CompanyDetails>(ORG_ADMIN_RPC.getCompanyDetails, {}, adminOf(a))).resolves.toEqual({
      id: a.company_id,
      name: 'Details Co',
      address: null,
      city: null,
      country: null,
      tax_number: null,
      logo_url: null,
      general_manager_user_id: null,
      language: 'en',
      timezone: 'Europe/Skopje',
    });
  });

  it('saves the form; a new language or zone is announced as a settings change, the rest is not', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const first = adminOf(a);
      const saved = await org.call<CompanyDetails>(ORG_ADMIN_RPC.updateCompanyDetails, form(a.user_id), first);
      expect(saved).toMatchObject({ name: 'Firma DOO', country: 'MK', tax_number: '4030001234567', general_manager_user_id: a.user_id });
      await expect(org.call(ORG_ADMIN_RPC.getCompanyDetails, {}, adminOf(a))).resolves.toEqual(saved);

      const second = adminOf(a);
      await org.call(ORG_ADMIN_RPC.updateCompanyDetails, { ...form(a.user_id), tax_number: null, language: 'mk', timezone: 'Europe/Sofia' }, second);
      const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === second.requestId));
      expect((event.payload as CompanySettingsChangedEvent).settings).toMatchObject({ language: 'mk', timezone: 'Europe/Sofia' });
      await new Promise((r) => setTimeout(r, 200));
      expect(watch.events.some((e) => e.meta.requestId === first.requestId)).toBe(false);
      const [row] = await org.sql('SELECT tax_number FROM org.companies WHERE id = $1', [a.company_id]);
      expect(row).toEqual({ tax_number: null });
    } finally {
      await watch.close();
    }
  });

  it('refuses a save that changes nothing, and wrong values field by field', async () => {
    const a = await org.register();
    await org.call(ORG_ADMIN_RPC.updateCompanyDetails, form(a.user_id), adminOf(a));
    expect(await rpcError(org.call(ORG_ADMIN_RPC.updateCompanyDetails, form(a.user_id), adminOf(a)))).toEqual({ status: 422, error: 'no_changes_to_save' });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.updateCompanyDetails, { name: ' ', country: 'Narnia', timezone: 'Mars/Base' }, adminOf(a)))).toEqual({
      status: 422,
      errors: {
        name: ['field_required'],
        address: ['field_required'],
        city: ['field_required'],
        country: ['invalid_option'],
        general_manager_user_id: ['field_required'],
        timezone: ['invalid_option'],
      },
    });
  });

  it('takes as general manager only an active user of the same company', async () => {
    const a = await org.register();
    const b = await org.register();
    expect(await rpcError(org.call(ORG_ADMIN_RPC.updateCompanyDetails, form(b.user_id), adminOf(a)))).toEqual({
      status: 422,
      errors: { general_manager_user_id: ['invalid_option'] },
    });
    const person = await createUser(org, adminOf(a), userForm(await refsOf(org, a.company_id)));
    await org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: person.id, action: 'deactivate' }, adminOf(a));
    expect(await rpcError(org.call(ORG_ADMIN_RPC.updateCompanyDetails, form(person.id), adminOf(a)))).toEqual({
      status: 422,
      errors: { general_manager_user_id: ['invalid_option'] },
    });
    // Company B is untouched by A's attempts, and A's own details by B's.
    await expect(org.call(ORG_ADMIN_RPC.getCompanyDetails, {}, adminOf(b))).resolves.toMatchObject({ id: b.company_id, general_manager_user_id: null });
  });

  it('stores a logo by its content (PNG, JPEG, WebP, GIF), at most 1 MB, and serves it to the company only', async () => {
    const a = await org.register();
    const b = await org.register();
    expect(await rpcError(org.call(ORG_ADMIN_RPC.getCompanyLogo, {}, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
    for (const [bytes, mime] of [[tinyJpeg(), 'image/jpeg'], [GIF, 'image/gif'], [WEBP, 'image/webp'], [tinyPng(), 'image/png']] as const) {
      await expect(org.call(ORG_ADMIN_RPC.setCompanyLogo, { content_base64: bytes.toString('base64'), mime: 'image/svg+xml' }, adminOf(a))).resolves.toEqual({
        logo_url: '/api/company-logo',
      });
      const file = await org.call<{ mime: string; content_base64: string }>(ORG_ADMIN_RPC.getCompanyLogo, {}, adminOf(a));
      expect(file.mime).toBe(mime);
      expect(Buffer.from(file.content_base64, 'base64').equals(bytes)).toBe(true);
    }
    await expect(org.call(ORG_ADMIN_RPC.getCompanyDetails, {}, adminOf(a))).resolves.toMatchObject({ logo_url: '/api/company-logo' });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.getCompanyLogo, {}, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });

    expect(await rpcError(org.call(ORG_ADMIN_RPC.setCompanyLogo, { content_base64: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }, adminOf(a)))).toEqual({
      status: 422,
      errors: { logo: ['file_must_be_image'] },
    });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.setCompanyLogo, { content_base64: tinyPng(1_048_577).toString('base64') }, adminOf(a)))).toEqual({
      status: 422,
      errors: { logo: ['file_too_large_1mb'] },
    });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.setCompanyLogo, {}, adminOf(a)))).toEqual({ status: 422, errors: { logo: ['file_required'] } });
    await expect(org.call(ORG_ADMIN_RPC.getCompanyLogo, {}, adminOf(a))).resolves.toMatchObject({ mime: 'image/png' });
  });
});
