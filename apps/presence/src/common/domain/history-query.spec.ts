import { FieldChecker } from '@presently/validation';
import { readHistoryQuery } from './history-query';

const read = (payload: unknown) => {
  const c = new FieldChecker(payload);
  return { value: readHistoryQuery(c), errors: c.result };
};

describe('the history query', () => {
  it('defaults to the first page of 20 without filters', () => {
    expect(read({})).toEqual({
      value: { page: { page: 1, perPage: 20, offset: 0 }, from: null, to: null, kind: null, source: null, presenceTypeId: null },
      errors: {},
    });
  });

  it('reads every filter, from a URL too, and ignores empty ones', () => {
    expect(read({ page: '3', per_page: '50', from: '2026-03-01', to: '2026-03-31', kind: 'break', source: 'device', presence_type_id: '20' }).value).toEqual({
      page: { page: 3, perPage: 50, offset: 100 },
      from: '2026-03-01',
      to: '2026-03-31',
      kind: 'break',
      source: 'device',
      presenceTypeId: 20,
    });
    expect(read({ kind: '', source: '', from: '', presence_type_id: '' }).errors).toEqual({});
  });

  it('answers field keys for what is wrong', () => {
    expect(read({ per_page: 101, page: 0, from: '2026-02-30', kind: 'lunch', source: 'phone', presence_type_id: 27 }).errors).toEqual({
      per_page: ['between_1_and_100'],
      page: ['between_1_and_100000'],
      from: ['date_invalid'],
      kind: ['invalid_option'],
      source: ['invalid_option'],
      presence_type_id: ['between_1_and_26'],
    });
    expect(read({ from: '2026-03-10', to: '2026-03-09' }).errors).toEqual({ to: ['end_before_start'] });
  });
});
