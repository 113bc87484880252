import { HttpException } from '@nestjs/common';
import { isIsoInstant } from '@presently/contracts';
import { ContractValidationPipe } from '../validation/contract-validation.pipe';
import { AssignScheduleDto, CommentDto, HistoryQueryDto, RecordInputDto, RecordUpdateDto, TeamWeekQueryDto, WeekQueryDto } from './presence.dtos';

const QUERIES: unknown[] = [HistoryQueryDto, WeekQueryDto, TeamWeekQueryDto];

/** What the gateway's pipe makes of a body or query: the value passed on, its 422 errors, or 'malformed'. */
const check = async (cls: new () => object, input: unknown) => {
  try {
    const value = await new ContractValidationPipe().transform(input, { type: QUERIES.includes(cls) ? 'query' : 'body', metatype: cls });
    return { ...(value as object) };
  } catch (err) {
    const body = (err as HttpException).getResponse() as { errors?: Record<string, string[]> };
    return body.errors ?? 'malformed';
  }
};

describe('the presence API’s queries and bodies', () => {
  it('reads history filters from the query as numbers, and drops empty ones', async () => {
    expect(await check(HistoryQueryDto, { page: '2', per_page: '50', from: '2026-11-01', kind: 'break', presence_type_id: '20', source: 'device' })).toEqual({
      page: 2,
      per_page: 50,
      from: '2026-11-01',
      kind: 'break',
      presence_type_id: 20,
      source: 'device',
    });
    expect(await check(HistoryQueryDto, { page: '', to: '', kind: '', source: '' })).toEqual({});
    expect(await check(HistoryQueryDto, { page: '0', kind: 'nap', presence_type_id: '27', from: '2026-02-30' })).toEqual({
      page: ['between_1_and_100000'],
      kind: ['invalid_option'],
      presence_type_id: ['invalid_option'],
      from: ['date_invalid'],
    });
  });

  it('bounds ISO weeks to 1–53 and reads a list of user ids', async () => {
    expect(await check(WeekQueryDto, { weeknum: '53', year: '2026' })).toEqual({ weeknum: 53, year: 2026 });
    expect(await check(WeekQueryDto, { weeknum: '54' })).toEqual({ weeknum: ['between_1_and_53'] });
    expect(await check(TeamWeekQueryDto, { user_ids: '3, 5,8' })).toEqual({ user_ids: [3, 5, 8] });
    expect(await check(TeamWeekQueryDto, { user_ids: '3,,5' })).toEqual({ user_ids: ['invalid_option'] });
    expect(await check(TeamWeekQueryDto, { user_ids: ['3', '5'] })).toEqual({ user_ids: ['invalid_option'] });
  });

  it('passes reasons and comments on as written, refusing only more than 250 characters or a non-string', async () => {
    expect(await check(CommentDto, { date: '2026-11-23', comment: ' Doctor ' })).toEqual({ date: '2026-11-23', comment: ' Doctor ' });
    expect(await check(CommentDto, { date: '2026-11-23', comment: '' })).toEqual({ date: '2026-11-23', comment: '' });
    expect(await check(CommentDto, { date: '2026-11-23' })).toEqual({ date: '2026-11-23' });
    expect(await check(CommentDto, { date: '', comment: 'é'.repeat(251) })).toEqual({ comment: ['too_long'] });
    expect(await check(CommentDto, { comment: 7 })).toEqual({ comment: ['invalid_option'] });
    // 250 characters are 250 code points, emoji included.
    expect(await check(RecordUpdateDto, { reason: '🙂'.repeat(250) })).toEqual({ reason: '🙂'.repeat(250) });
  });

  it('takes instants only with a zone, and leaves what is missing to presence', async () => {
    expect(await check(RecordInputDto, {})).toEqual({});
    expect(await check(RecordInputDto, { user_id: 3, kind: 'work', start: '2026-11-23T07:00:00Z', end: null, reason: 'x' })).toEqual({
      user_id: 3,
      kind: 'work',
      start: '2026-11-23T07:00:00Z',
      end: null,
      reason: 'x',
    });
    expect(await check(RecordInputDto, { user_id: 0, kind: 'nap', start: '2026-11-23T07:00:00', end: 1700000000 })).toEqual({
      user_id: ['invalid_option'],
      kind: ['invalid_option'],
      start: ['date_invalid'],
      end: ['date_invalid'],
    });
  });

  it('checks a schedule assignment’s lists', async () => {
    expect(await check(AssignScheduleDto, { user_ids: [1, 2], dates: ['2026-11-23'], shift_id: 4 })).toEqual({ user_ids: [1, 2], dates: ['2026-11-23'], shift_id: 4 });
    expect(await check(AssignScheduleDto, { user_ids: '1,2', dates: ['2026-11-31'], shift_id: '4' })).toEqual({
      user_ids: ['invalid_option'],
      dates: ['date_invalid'],
      shift_id: ['invalid_option'],
    });
  });
});

describe('isIsoInstant', () => {
  it('accepts ISO 8601 instants with Z or an offset, and nothing else', () => {
    for (const ok of ['2026-11-23T07:00Z', '2026-11-23T07:00:00Z', '2026-11-23T07:00:00.123Z', '2026-03-29T02:30:00+02:00', '2026-11-23T07:00:00-0330']) {
      expect({ ok, valid: isIsoInstant(ok) }).toEqual({ ok, valid: true });
    }
    for (const bad of ['2026-11-23', '2026-11-23T07:00:00', '2026-11-23 07:00:00Z', '2026-02-30T07:00:00Z', '2026-11-23T24:00:00Z', '2026-11-23T07:00:00+25:00', 1700000000, null, `2026-11-23T07:00:00.${'1'.repeat(40)}Z`]) {
      expect({ bad, valid: isIsoInstant(bad) }).toEqual({ bad, valid: false });
    }
  });
});
