import type { CalendarRequest } from './calendar-layout';
import { absencesOfPeople, companyHolidays, holidaysOfUser, ownCalendarParts } from './calendar-layout';

const request = (over: Partial<CalendarRequest>): CalendarRequest => ({
  id: 1,
  user_id: 10,
  absence_type_id: 1,
  status: 'approved',
  start_date: '2026-12-07',
  end_date: '2026-12-09',
  half_day: false,
  dates: [],
  switch_date: null,
  ...over,
});

describe('laying out one user’s calendar (ownCalendarParts)', () => {
  it('keeps a pending and an approved vacation apart by status, ordered by start', () => {
    const parts = ownCalendarParts(
      [request({ id: 2, status: 'pending', start_date: '2026-12-21', end_date: '2026-12-22' }), request({ id: 1 })],
      [],
      '2026-12-01',
      '2026-12-31',
    );
    expect(parts.absences.map((a) => [a.id, a.status])).toEqual([
      [1, 'approved'],
      [2, 'pending'],
    ]);
    expect(parts.absences[0]).not.toHaveProperty('switch_date');
  });

  it('turns an approved rest-day request into rest days, merged with stored ones inside the period', () => {
    const parts = ownCalendarParts(
      [request({ id: 3, absence_type_id: 11, start_date: '2026-12-04', end_date: '2026-12-11', dates: ['2026-12-04', '2026-12-11'] })],
      ['2026-12-11', '2026-12-18', '2027-01-05'],
      '2026-12-01',
      '2026-12-31',
    );
    expect(parts.rest_days).toEqual(['2026-12-04', '2026-12-11', '2026-12-18']);
    expect(parts.absences).toEqual([]);
  });

  it('shows a rest-day request still pending as a pending absence, not as rest days', () => {
    const parts = ownCalendarParts([request({ id: 4, absence_type_id: 11, status: 'pending', dates: ['2026-12-04'] })], [], '2026-12-01', '2026-12-31');
    expect(parts.rest_days).toEqual([]);
    expect(parts.absences.map((a) => a.status)).toEqual(['pending']);
  });

  it('gives a switched day its day off and the day worked instead, with its status', () => {
    const parts = ownCalendarParts([request({ id: 5, absence_type_id: 7, status: 'pending', start_date: '2026-12-24', end_date: '2026-12-24', switch_date: '2026-12-19' })], [], '2026-12-01', '2026-12-31');
    expect(parts.switched_days).toEqual([{ request_id: 5, date: '2026-12-24', worked_on: '2026-12-19', status: 'pending' }]);
    expect(parts.absences).toEqual([]);
  });
});

describe('holidays on the calendars', () => {
  const holidays = [
    { id: 2, date: '2026-12-25', description: 'Christmas (Catholic)', type: 'religious', for_all: false, nationality_id: null, religion_id: 2 },
    { id: 1, date: '2026-12-08', description: 'St. Clement', type: 'public', for_all: true, nationality_id: null, religion_id: null },
    { id: 3, date: '2026-12-21', description: 'Albanian alphabet day', type: 'ethnic', for_all: false, nationality_id: 5, religion_id: null },
  ];

  it('my calendar shows those for all and those of my religion or nationality, by date', () => {
    expect(holidaysOfUser(holidays, null, 2, 'en').map((h) => h.id)).toEqual([1, 2]);
    expect(holidaysOfUser(holidays, 5, null, 'en').map((h) => h.id)).toEqual([1, 3]);
    expect(holidaysOfUser(holidays, null, null, 'en')[0]).toEqual({ id: 1, date: '2026-12-08', description: 'St. Clement', type: 'public' });
  });

  it('the team calendar marks every holiday of the company', () => {
    expect(companyHolidays(holidays, 'en').map((h) => h.date)).toEqual(['2026-12-08', '2026-12-21', '2026-12-25']);
  });

  it('names a holiday of the official list in the reader’s language, one typed by an administrator as typed', () => {
    const labour = { id: 4, date: '2026-05-01', description: 'Ден на трудот', type: 'public', for_all: true, nationality_id: null, religion_id: null, names: { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' } };
    const typed = { ...holidays[1], names: null };
    expect(holidaysOfUser([labour, typed], null, null, 'bg').map((h) => h.description)).toEqual(['Ден на труда', 'St. Clement']);
    expect(companyHolidays([labour, typed], 'en').map((h) => h.description)).toEqual(['Labour Day', 'St. Clement']);
    expect(companyHolidays([labour], 'mk')[0]).toEqual({ id: 4, date: '2026-05-01', description: 'Ден на трудот', type: 'public' });
  });
});

describe('absences of the people shown', () => {
  it('drops requests of people outside the list', () => {
    const rows = [request({ id: 1, user_id: 10 }), request({ id: 2, user_id: 11, start_date: '2026-12-01' }), request({ id: 3, user_id: 12 })];
    expect(absencesOfPeople(rows, new Set([10, 11])).map((r) => r.id)).toEqual([2, 1]);
  });
});
