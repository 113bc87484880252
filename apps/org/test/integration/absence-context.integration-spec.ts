import { type AbsenceContext, GET_ABSENCE_CONTEXT } from '@presently/contracts';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness } from './support/org-harness';

describe('org: what absence asks before it decides on a request', () => {
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

  it('names whoever files for the user when asked, only within the company', async () => {
    const a = await org.register();
    const b = await org.register();
    const refs = await refsOf(org, a.company_id);
    const employee = await createUser(org, adminOf(a), userForm(refs, { full_name: 'Ana Petrova' }));
    const hr = await createUser(org, adminOf(a), userForm(refs, { role_id: 3, full_name: 'Hana Ristova' }));
    const ask = (companyId: number, actorUserId?: number) =>
      org.call<AbsenceContext | null>(GET_ABSENCE_CONTEXT.pattern, { company_id: companyId, user_id: employee.id, from: '2030-06-01', to: '2030-06-30', ...(actorUserId ? { actor_user_id: actorUserId } : {}) });

    const filedByHr = await ask(a.company_id, hr.id);
    expect(filedByHr?.user).toMatchObject({ user_id: employee.id, full_name: 'Ana Petrova' });
    expect(filedByHr?.actor).toEqual({ user_id: hr.id, full_name: 'Hana Ristova' });
    expect((await ask(a.company_id))?.actor).toBeUndefined();
    // Someone of another company is nobody here.
    const outsider = await createUser(org, adminOf(b), userForm(await refsOf(org, b.company_id), { full_name: 'Other Person' }));
    expect((await ask(a.company_id, outsider.id))?.actor).toBeNull();
  });
});
