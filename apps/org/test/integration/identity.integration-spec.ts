import { type Country, type NamedItem, ORG_RPC, type Profile, type UserInfo } from '@presently/contracts';
import { adminOf, bootOrg, meta, type OrgHarness, rpcError } from './support/org-harness';
import { tinyPng } from './support/images';

describe('org: the signed-in user, profile and lists', () => {
  let org: OrgHarness;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;

  beforeAll(async () => {
    org = await bootOrg();
    a = await org.register({ company_name: 'Company A' });
    b = await org.register({ company_name: 'Company B', lang: 'mk' });
  });

  afterAll(async () => {
    await org.close();
  });

  it('answers user-info with the user, its role and the company flags', async () => {
    const info = await org.call<UserInfo>(ORG_RPC.userInfo, {}, adminOf(a));
    expect(info).toEqual({
      id: a.user_id,
      full_name: 'Owner',
      email: a.email,
      department_id: expect.any(Number),
      roles: [{ id: 1, name: 'System Administrator' }],
      company_id: a.company_id,
      team_id: expect.any(Number),
      user_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      qr_code: expect.any(String),
      survey: 0,
      avatar_url: null,
      company: {
        id: a.company_id,
        name: 'Company A',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        show_qr_on_web: true,
        TL_shift_action: false,
        show_saturday: false,
        show_sunday: false,
        show_user_history: false,
        special_reports: false,
        language: 'en',
        timezone: 'Europe/Skopje',
      },
    });
  });

  it('answers the profile with department, team and role named', async () => {
    const profile = await org.call<Profile>(ORG_RPC.profile, {}, adminOf(a));
    expect(profile).toMatchObject({
      id: a.user_id,
      email: a.email,
      full_name: 'Owner',
      department: { id: expect.any(Number), name: 'Default' },
      team: { id: expect.any(Number), name: 'Default' },
      role: { id: 1, name: 'System Administrator' },
      birthday: null,
      nationality_id: null,
      avatar_url: null,
    });
  });

  it('lists the company’s own nationalities and religions, sorted by name', async () => {
    const listA = await org.call<NamedItem[]>(ORG_RPC.nationalities, {}, adminOf(a));
    const listB = await org.call<NamedItem[]>(ORG_RPC.nationalities, {}, adminOf(b, 'mk'));
    expect(listA.map((n) => n.name)).toEqual([...listA.map((n) => n.name)].sort((x, y) => x.localeCompare(y, 'en')));
    expect(listA.map((n) => n.name)).toContain('Macedonian');
    expect(listB.map((n) => n.name)).toContain('Македонска');
    const idsA = new Set(listA.map((n) => n.id));
    expect(listB.some((n) => idsA.has(n.id))).toBe(false);

    const religions = await org.call<NamedItem[]>(ORG_RPC.religions, {}, adminOf(a));
    expect(religions.map((r) => r.name)).toEqual(expect.arrayContaining(['Islam', 'Orthodox Christianity']));
  });

  it('names the countries in the actor’s language', async () => {
    const en = await org.call<Country[]>(ORG_RPC.countries, {}, adminOf(a, 'en'));
    const mk = await org.call<Country[]>(ORG_RPC.countries, {}, adminOf(a, 'mk'));
    const bg = await org.call<Country[]>(ORG_RPC.countries, {}, adminOf(a, 'bg'));
    const name = (list: Country[], code: string) => list.find((c) => c.code === code)?.name;
    expect(name(en, 'BG')).toBe('Bulgaria');
    expect(name(mk, 'BG')).toBe('Бугарија');
    expect(name(bg, 'BG')).toBe('България');
    expect(en.length).toBe(mk.length);
  });

  it('needs an actor for everything a signed-in user asks', async () => {
    for (const pattern of [ORG_RPC.userInfo, ORG_RPC.profile, ORG_RPC.religions, ORG_RPC.countries, ORG_RPC.getSettings, ORG_RPC.submitSurvey]) {
      expect(await rpcError(org.call(pattern, {}, meta()))).toEqual({ status: 401, error: 'unauthenticated' });
    }
  });

  describe('isolation between companies', () => {
    it('never shows one company’s user to another company’s actor, even with a guessed id', async () => {
      const guessing = meta({ userId: a.user_id, companyId: b.company_id, roleId: 1 });
      expect(await rpcError(org.call(ORG_RPC.userInfo, {}, guessing))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_RPC.profile, {}, guessing))).toEqual({ status: 404, error: 'not_found' });
    });

    it('never serves or overwrites another company’s avatar', async () => {
      const png = tinyPng();
      await org.call(ORG_RPC.setAvatar, { content_base64: png.toString('base64') }, adminOf(a));
      // Same company: found. Other company: not found, even though the avatar exists.
      await expect(org.call(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(a))).resolves.toMatchObject({ mime: 'image/png' });
      expect(await rpcError(org.call(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      // An actor claiming A's user id in B's company writes nothing anywhere.
      const guessing = meta({ userId: a.user_id, companyId: b.company_id, roleId: 1 });
      expect(await rpcError(org.call(ORG_RPC.setAvatar, { content_base64: tinyPng(200).toString('base64') }, guessing))).toEqual({ status: 404, error: 'not_found' });
      const [row] = await org.sql<{ avatar: Buffer }>('SELECT avatar FROM org.users WHERE id = $1', [a.user_id]);
      expect(row.avatar.equals(png)).toBe(true);
    });

    it('never changes another company’s settings', async () => {
      await org.call(ORG_RPC.updateSettings, { two_factor_email: true }, adminOf(b));
      const [rowA] = await org.sql('SELECT two_factor_email FROM org.companies WHERE id = $1', [a.company_id]);
      expect(rowA).toEqual({ two_factor_email: false });
    });
  });
});
