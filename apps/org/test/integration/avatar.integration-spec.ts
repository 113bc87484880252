import { type AvatarFile, ORG_RPC, type UserInfo } from '@presently/contracts';
import { adminOf, bootOrg, type OrgHarness, rpcError } from './support/org-harness';
import { tinyJpeg, tinyPng } from './support/images';

describe('org: avatars', () => {
  let org: OrgHarness;
  let a: Awaited<ReturnType<OrgHarness['register']>>;

  beforeAll(async () => {
    org = await bootOrg();
    a = await org.register();
  });

  afterAll(async () => {
    await org.close();
  });

  it('stores a PNG and serves it back byte for byte; user-info then links it', async () => {
    const png = tinyPng();
    const answer = await org.call(ORG_RPC.setAvatar, { content_base64: png.toString('base64') }, adminOf(a));
    expect(answer).toEqual({ avatar_url: `/api/users/${a.user_id}/avatar` });
    const file = await org.call<AvatarFile>(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(a));
    expect(file.mime).toBe('image/png');
    expect(Buffer.from(file.content_base64, 'base64').equals(png)).toBe(true);
    const info = await org.call<UserInfo>(ORG_RPC.userInfo, {}, adminOf(a));
    expect(info.avatar_url).toBe(`/api/users/${a.user_id}/avatar`);
  });

  it('goes by content, not by name: a PNG called photo.jpg is stored as a PNG', async () => {
    await org.call(ORG_RPC.setAvatar, { content_base64: tinyPng().toString('base64'), file_name: 'photo.jpg', mime: 'image/jpeg' }, adminOf(a));
    const file = await org.call<AvatarFile>(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(a));
    expect(file.mime).toBe('image/png');
  });

  it('accepts a JPEG', async () => {
    await org.call(ORG_RPC.setAvatar, { content_base64: tinyJpeg().toString('base64') }, adminOf(a));
    await expect(org.call(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(a))).resolves.toMatchObject({ mime: 'image/jpeg' });
  });

  it('refuses a text file pretending to be an image, and keeps the previous avatar', async () => {
    const text = Buffer.from('I am a PNG, honestly. Named avatar.png.');
    const body = await rpcError(org.call(ORG_RPC.setAvatar, { content_base64: text.toString('base64'), file_name: 'avatar.png', mime: 'image/png' }, adminOf(a)));
    expect(body).toEqual({ status: 422, errors: { avatar: ['file_must_be_image'] } });
    await expect(org.call(ORG_RPC.getAvatar, { user_id: a.user_id }, adminOf(a))).resolves.toMatchObject({ mime: 'image/jpeg' });
  });

  it('accepts exactly 1 MB and refuses a byte more', async () => {
    const exact = tinyPng(1_048_576);
    expect(exact.length).toBe(1_048_576);
    await expect(org.call(ORG_RPC.setAvatar, { content_base64: exact.toString('base64') }, adminOf(a))).resolves.toBeDefined();
    const over = tinyPng(1_048_577);
    expect(over.length).toBe(1_048_577);
    expect(await rpcError(org.call(ORG_RPC.setAvatar, { content_base64: over.toString('base64') }, adminOf(a)))).toEqual({
      status: 422,
      errors: { avatar: ['file_too_large_1mb'] },
    });
  });

  it('asks for a file when none is sent, and answers not found for a user without an avatar or no such user', async () => {
    expect(await rpcError(org.call(ORG_RPC.setAvatar, {}, adminOf(a)))).toEqual({ status: 422, errors: { avatar: ['file_required'] } });
    const other = await org.register();
    expect(await rpcError(org.call(ORG_RPC.getAvatar, { user_id: other.user_id }, adminOf(other)))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(org.call(ORG_RPC.getAvatar, { user_id: 2_000_000_000 }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(org.call(ORG_RPC.getAvatar, { user_id: 'abc' }, adminOf(a)))).toEqual({ status: 422, errors: { user_id: ['invalid_option'] } });
  });
});
