import { isOlderThanHeld, planUserChange, type HeldAccount, type UserChange } from './user-change';

const at = (iso: string) => new Date(iso);
const change = (over: Partial<UserChange> = {}): UserChange => ({
  userId: 7,
  companyId: 3,
  email: 'ana@example.com',
  fullName: 'Ana Petrova',
  roleId: 4,
  status: 'active',
  lang: 'mk',
  created: false,
  changedAt: at('2026-03-10T10:00:00Z'),
  ...over,
});
const held = (over: Partial<HeldAccount> = {}): HeldAccount => ({
  companyId: 3,
  email: 'ana@example.com',
  roleId: 4,
  status: 'active',
  hasPassword: true,
  invited: false,
  userChangedAt: at('2026-03-10T09:00:00Z'),
  ...over,
});

describe('an org user event applied to an account', () => {
  it('makes an account for a created user, and invites it', () => {
    expect(planUserChange(null, change({ created: true }))).toEqual({
      apply: true,
      create: true,
      emailChanged: false,
      roleChanged: false,
      statusChanged: false,
      endSessions: false,
      invite: true,
      dropInvitation: false,
    });
  });

  it('invites only active users without a password', () => {
    expect(planUserChange(null, change({ created: true, status: 'blocked' }))).toMatchObject({ create: true, invite: false });
    expect(planUserChange(held(), change({ created: true }))).toMatchObject({ create: false, invite: false });
    expect(planUserChange(held({ hasPassword: false }), change({ created: true }))).toMatchObject({ invite: true });
    // A user org knew before (no "created") gets an account but no e-mail: forgot-password serves it.
    expect(planUserChange(null, change())).toMatchObject({ create: true, invite: false });
  });

  it('ignores an event older than the data it would overwrite', () => {
    expect(planUserChange(held({ userChangedAt: at('2026-03-10T10:00:00.001Z') }), change({ roleId: 5 }))).toEqual({ apply: false, invite: false });
    expect(planUserChange(held({ userChangedAt: at('2026-03-10T10:00:00Z') }), change({ roleId: 5 }))).toMatchObject({ apply: true, roleChanged: true });
    expect(planUserChange(held({ userChangedAt: null }), change({ roleId: 5 }))).toMatchObject({ apply: true });
    expect(isOlderThanHeld({ userChangedAt: null }, new Date(0))).toBe(false);
  });

  it('ends the sessions of a blocked or deactivated user, every time', () => {
    expect(planUserChange(held(), change({ status: 'blocked' }))).toMatchObject({ endSessions: true, statusChanged: true });
    expect(planUserChange(held({ status: 'blocked' }), change({ status: 'deactivated' }))).toMatchObject({ endSessions: true, statusChanged: true });
    expect(planUserChange(held({ status: 'blocked' }), change({ status: 'blocked' }))).toMatchObject({ endSessions: true, statusChanged: false });
    expect(planUserChange(held({ status: 'blocked' }), change({ status: 'active' }))).toMatchObject({ endSessions: false, statusChanged: true });
  });

  it('tells role and address changes (ignoring case)', () => {
    expect(planUserChange(held(), change({ roleId: 6 }))).toMatchObject({ roleChanged: true, emailChanged: false });
    expect(planUserChange(held({ email: 'Ana@Example.com' }), change())).toMatchObject({ emailChanged: false });
    expect(planUserChange(held(), change({ email: 'ana.p@example.com' }))).toMatchObject({ emailChanged: true, invite: false, dropInvitation: true });
  });

  it('sends a new invitation to the new address of a user who has not set a password yet', () => {
    expect(planUserChange(held({ hasPassword: false }), change({ email: 'ana.p@example.com' }))).toMatchObject({
      emailChanged: true,
      invite: true,
      dropInvitation: false,
    });
    expect(planUserChange(held({ hasPassword: false }), change({ email: 'ana.p@example.com', status: 'deactivated' }))).toMatchObject({
      invite: false,
      dropInvitation: true,
    });
  });

  it('still invites on a "created" event that arrived after a newer change, once', () => {
    const newer = { userChangedAt: at('2026-03-10T11:00:00Z'), hasPassword: false };
    expect(planUserChange(held(newer), change({ created: true }))).toEqual({ apply: false, invite: true });
    expect(planUserChange(held({ ...newer, invited: true }), change({ created: true }))).toEqual({ apply: false, invite: false });
    expect(planUserChange(held({ ...newer, status: 'blocked' }), change({ created: true }))).toEqual({ apply: false, invite: false });
    expect(planUserChange(held({ ...newer, hasPassword: true }), change({ created: true }))).toEqual({ apply: false, invite: false });
    expect(planUserChange(held(newer), change())).toEqual({ apply: false, invite: false });
  });
});
