import { loginRefusal, type AccessFacts } from './account-access';

const ok: AccessFacts = { companyId: 1, status: 'active', emailVerifiedAt: new Date('2026-01-01T00:00:00Z') };

describe('who may log in', () => {
  it('lets an active, verified account of a company in', () => {
    expect(loginRefusal(ok)).toBeNull();
  });

  it.each([
    [{ companyId: null }, 'no_company_account'],
    [{ companyId: 0 }, 'no_company_account'],
    [{ status: 'blocked' as const }, 'user_blocked'],
    [{ status: 'deactivated' as const }, 'user_deactivated'],
    [{ emailVerifiedAt: null }, 'email_not_verified'],
  ])('refuses %j with %s', (change, key) => {
    expect(loginRefusal({ ...ok, ...change })).toBe(key);
  });

  it('checks the company first, then blocked, deactivated and verification', () => {
    expect(loginRefusal({ companyId: null, status: 'blocked', emailVerifiedAt: null })).toBe('no_company_account');
    expect(loginRefusal({ companyId: 1, status: 'blocked', emailVerifiedAt: null })).toBe('user_blocked');
    expect(loginRefusal({ companyId: 1, status: 'deactivated', emailVerifiedAt: null })).toBe('user_deactivated');
  });
});
