import { parseHolidayInput } from './holiday-input';

const base = { date: '2026-01-07', description: 'Orthodox Christmas', type: 'religious' };

describe('the holiday form', () => {
  it('is for everyone by default', () => {
    expect(parseHolidayInput(base)).toEqual({ ok: true, value: { ...base, for_all: true, nationality_id: null, religion_id: null } });
    expect(parseHolidayInput({ ...base, for_all: true, religion_id: 4 })).toMatchObject({ ok: true, value: { religion_id: null } });
  });

  it('is otherwise for one nationality or one religion', () => {
    expect(parseHolidayInput({ ...base, for_all: false, religion_id: 4 })).toMatchObject({ ok: true, value: { for_all: false, religion_id: 4 } });
    expect(parseHolidayInput({ ...base, for_all: false })).toEqual({ ok: false, errors: { for_all: ['nationality_or_religion_required'] } });
    expect(parseHolidayInput({ ...base, for_all: false, religion_id: 4, nationality_id: 2 })).toEqual({ ok: false, errors: { religion_id: ['invalid_option'] } });
  });

  it('requires date, description (at most 250 characters) and a known type', () => {
    expect(parseHolidayInput({})).toEqual({ ok: false, errors: { date: ['field_required'], description: ['field_required'], type: ['field_required'] } });
    expect(parseHolidayInput({ ...base, date: '2026-13-01', description: 'x'.repeat(251), type: 'bank' })).toEqual({
      ok: false,
      errors: { date: ['date_invalid'], description: ['max_250_characters'], type: ['invalid_option'] },
    });
  });
});
