import { ORG_RPC, type UserInfo } from '@presently/contracts';
import { adminOf, bootOrg, meta, type OrgHarness, rpcError } from './support/org-harness';

const answers = {
  first_answer: 'Easy to use',
  second_answer: 'Clocking in at the gate',
  third_answer: 'Reports',
  fourth_answer: 'A mobile app',
  fifth_answer: 'Keep it up',
  sixth_answer: 'yes',
  seventh_answer: 'no',
  eighth_answer: 'yes',
  ninth_answer: 'yes',
};

describe('org: the satisfaction survey', () => {
  let org: OrgHarness;

  beforeAll(async () => {
    org = await bootOrg();
  });

  afterAll(async () => {
    await org.close();
  });

  it('is answered only for oneself: another user id or another role is forbidden', async () => {
    const a = await org.register();
    const survey = { user_id: a.user_id, role_id: 1, ...answers };
    expect(await rpcError(org.call(ORG_RPC.submitSurvey, { ...survey, user_id: a.user_id + 1 }, adminOf(a)))).toEqual({ status: 403, error: 'forbidden' });
    expect(await rpcError(org.call(ORG_RPC.submitSurvey, { ...survey, role_id: 4 }, adminOf(a)))).toEqual({ status: 403, error: 'forbidden' });
    const [row] = await org.sql('SELECT survey FROM org.users WHERE id = $1', [a.user_id]);
    expect(row).toEqual({ survey: 0 });
  });

  it('checks the answers: texts required and at most 250 characters, yes or no for 6–9', async () => {
    const a = await org.register();
    const body = await rpcError(
      org.call(
        ORG_RPC.submitSurvey,
        { user_id: a.user_id, role_id: 1, ...answers, first_answer: '', second_answer: 'x'.repeat(251), sixth_answer: 'maybe', ninth_answer: undefined },
        adminOf(a),
      ),
    );
    expect(body).toEqual({
      status: 422,
      errors: {
        first_answer: ['field_required'],
        second_answer: ['max_250_characters'],
        sixth_answer: ['invalid_option'],
        ninth_answer: ['field_required'],
      },
    });
    expect(await rpcError(org.call(ORG_RPC.submitSurvey, { role_id: 1, ...answers }, adminOf(a)))).toEqual({
      status: 422,
      errors: { user_id: ['field_required'] },
    });
  });

  it('stores the answers once, sets the survey flag, and refuses a second submission', async () => {
    const a = await org.register();
    const survey = { user_id: a.user_id, role_id: 1, ...answers, first_answer: 'x'.repeat(250) };
    await expect(org.call(ORG_RPC.submitSurvey, survey, adminOf(a))).resolves.toEqual({ survey: 1 });
    const info = await org.call<UserInfo>(ORG_RPC.userInfo, {}, adminOf(a));
    expect(info.survey).toBe(1);
    const rows = await org.sql('SELECT user_id, role_id, first_answer, sixth_answer, ninth_answer, submitted_at FROM org.survey_answers WHERE user_id = $1', [a.user_id]);
    expect(rows).toEqual([{ user_id: a.user_id, role_id: 1, first_answer: 'x'.repeat(250), sixth_answer: 'yes', ninth_answer: 'yes', submitted_at: expect.any(Date) }]);
    expect(await rpcError(org.call(ORG_RPC.submitSurvey, survey, adminOf(a)))).toEqual({ status: 409, error: 'survey_already_submitted' });
  });

  it('takes one of two submissions racing', async () => {
    const a = await org.register();
    const survey = { user_id: a.user_id, role_id: 1, ...answers };
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => org.call(ORG_RPC.submitSurvey, survey, adminOf(a))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect((o.reason as { body: unknown }).body).toEqual({ status: 409, error: 'survey_already_submitted' });
    }
    const [{ n }] = await org.sql<{ n: number }>('SELECT count(*)::int AS n FROM org.survey_answers WHERE user_id = $1', [a.user_id]);
    expect(n).toBe(1);
  });

  it('cannot be answered for a user of another company', async () => {
    const a = await org.register();
    const b = await org.register();
    // B's actor claiming A's user id: the ids match the actor, but the user is not in B's company.
    const guessing = meta({ userId: a.user_id, companyId: b.company_id, roleId: 1 });
    expect(await rpcError(org.call(ORG_RPC.submitSurvey, { user_id: a.user_id, role_id: 1, ...answers }, guessing))).toEqual({ status: 404, error: 'not_found' });
    const [{ n }] = await org.sql<{ n: number }>('SELECT count(*)::int AS n FROM org.survey_answers WHERE user_id = $1', [a.user_id]);
    expect(n).toBe(0);
  });
});
