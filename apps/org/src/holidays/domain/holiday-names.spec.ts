import type { StoredHoliday } from './holiday-input';
import { editedHoliday } from './holiday-names';

const NAMES = { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' };
const official: StoredHoliday = { date: '2026-05-01', description: 'Ден на трудот', type: 'public', for_all: true, nationality_id: null, religion_id: null, names: NAMES };
const form = (over: Partial<StoredHoliday> = {}) => {
  const { names: _names, ...input } = { ...official, ...over };
  return input;
};

describe('editing a holiday of the official list', () => {
  it('keeps the names and the stored text when only the date or type changes, whichever language the form showed', () => {
    expect(editedHoliday(official, form({ date: '2026-05-04' }))).toEqual({ ...official, date: '2026-05-04' });
    // A Bulgarian reader's form carries the Bulgarian name back: still the same holiday's name.
    expect(editedHoliday(official, form({ description: 'Ден на труда', type: 'religious' }))).toEqual({ ...official, type: 'religious' });
    expect(editedHoliday(official, form({ description: 'Labour Day' }))).toEqual(official);
  });

  it('drops the names when the administrator types another description: it then stands as typed for everyone', () => {
    expect(editedHoliday(official, form({ description: 'Ден на трудот и одмор' }))).toEqual({ ...official, description: 'Ден на трудот и одмор', names: null });
  });

  it('leaves a typed holiday typed', () => {
    const typed: StoredHoliday = { ...official, description: 'Company day', names: null };
    expect(editedHoliday(typed, form({ description: 'Company day', date: '2026-06-01' }))).toEqual({ ...typed, date: '2026-06-01' });
    expect(editedHoliday(typed, form({ description: 'Labour Day' }))).toEqual({ ...typed, description: 'Labour Day' });
  });
});
