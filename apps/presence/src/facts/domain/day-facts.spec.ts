import type { HolidayWithNames } from '@presently/contracts';
import { FactsBook, holidayApplies } from './day-facts';

const holiday = (over: Partial<HolidayWithNames>): HolidayWithNames => ({
  id: 1,
  date: '2026-05-24',
  description: 'Saints Cyril and Methodius',
  type: 'public',
  year: 2026,
  for_all: true,
  nationality_id: null,
  religion_id: null,
  names: null,
  ...over,
});

const ana = { userId: 7, nationalityId: 2, religionId: 3 };
const bob = { userId: 8, nationalityId: 5, religionId: null };

describe('the facts of a day for a person', () => {
  it('applies holidays for all citizens, and those of the person nationality or religion only', () => {
    expect(holidayApplies(holiday({}), bob)).toBe(true);
    expect(holidayApplies(holiday({ for_all: false, nationality_id: 2 }), ana)).toBe(true);
    expect(holidayApplies(holiday({ for_all: false, nationality_id: 2 }), bob)).toBe(false);
    expect(holidayApplies(holiday({ for_all: false, religion_id: 3 }), ana)).toBe(true);
    expect(holidayApplies(holiday({ for_all: false, religion_id: 3 }), bob)).toBe(false);
  });

  it('tells holiday, absence, rest day and schedule per user and date', () => {
    const book = new FactsBook({
      timezone: 'Europe/Skopje',
      lang: 'en',
      people: [ana, bob],
      holidays: [holiday({}), holiday({ id: 2, date: '2026-05-25', for_all: false, religion_id: 3, description: 'Religious day' })],
      calendar: { absences: [{ user_id: 7, date: '2026-05-26', absence_type_id: 1 }], rest_days: [{ user_id: 8, date: '2026-05-26' }] },
      schedules: [
        // A night shift from the 26th to the 27th (local): overlaps both days.
        { userId: 7, start: new Date('2026-05-26T20:00:00Z'), end: new Date('2026-05-27T04:00:00Z'), shiftName: 'Night' },
      ],
    });
    expect(book.get(7, '2026-05-24')).toEqual({ holiday: 'Saints Cyril and Methodius', absenceTypeId: null, restDay: false, schedule: [] });
    expect(book.get(7, '2026-05-25').holiday).toBe('Religious day');
    expect(book.get(8, '2026-05-25').holiday).toBeNull();
    expect(book.get(7, '2026-05-26')).toMatchObject({ absenceTypeId: 1, restDay: false });
    expect(book.get(8, '2026-05-26')).toMatchObject({ absenceTypeId: null, restDay: true });
    expect(book.get(7, '2026-05-26').schedule).toHaveLength(1);
    expect(book.get(7, '2026-05-27').schedule).toEqual([{ start: new Date('2026-05-26T20:00:00Z'), end: new Date('2026-05-27T04:00:00Z'), shiftName: 'Night' }]);
    expect(book.get(7, '2026-05-28').schedule).toEqual([]);
    // Someone the book was not told about: no nationality, no religion.
    expect(book.get(99, '2026-05-24').holiday).toBe('Saints Cyril and Methodius');
  });

  it('names a holiday of the official list in the reader’s language, a typed one as typed, from the same holidays', () => {
    const holidays = [
      holiday({ description: 'Св. Кирил и Методиј', names: { en: 'Saints Cyril and Methodius Day', mk: 'Св. Кирил и Методиј', bg: 'Св. св. Кирил и Методий' } }),
      holiday({ id: 2, description: 'Company day' }),
    ];
    const bookIn = (lang: 'en' | 'bg' | null) => new FactsBook({ timezone: 'Europe/Skopje', lang, people: [bob], holidays, calendar: { absences: [], rest_days: [] }, schedules: [] });
    expect(bookIn('bg').get(8, '2026-05-24').holiday).toBe('Св. св. Кирил и Методий / Company day');
    expect(bookIn('en').get(8, '2026-05-24').holiday).toBe('Saints Cyril and Methodius Day / Company day');
    // No reader (a device's scan): as stored.
    expect(bookIn(null).get(8, '2026-05-24').holiday).toBe('Св. Кирил и Методиј / Company day');
  });
});
