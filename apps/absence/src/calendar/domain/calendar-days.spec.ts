import { type ApprovedAbsence, calendarDays } from './calendar-days';

const absence = (id: number, userId: number, absenceTypeId: number, startDate: string, endDate: string): ApprovedAbsence => ({ id, userId, absenceTypeId, startDate, endDate });

describe('calendarDays', () => {
  it('expands an approved absence into one row per day, cut to the period', () => {
    const result = calendarDays([absence(1, 7, 1, '2026-03-28', '2026-04-02')], [], '2026-03-30', '2026-04-05');
    expect(result.absences).toEqual([
      { user_id: 7, date: '2026-03-30', absence_type_id: 1 },
      { user_id: 7, date: '2026-03-31', absence_type_id: 1 },
      { user_id: 7, date: '2026-04-01', absence_type_id: 1 },
      { user_id: 7, date: '2026-04-02', absence_type_id: 1 },
    ]);
    expect(result.rest_days).toEqual([]);
  });

  it('keeps a vacation across a year end and a DST change day by day', () => {
    const result = calendarDays([absence(1, 7, 1, '2025-12-30', '2026-01-02'), absence(2, 7, 3, '2026-10-24', '2026-10-26')], [], '2025-01-01', '2026-12-31');
    expect(result.absences.map((a) => a.date)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('treats approved rest-day requests and stored rest days alike, once per user and date', () => {
    const result = calendarDays(
      [absence(1, 7, 11, '2026-05-01', '2026-05-02')],
      [
        { userId: 7, date: '2026-05-02' },
        { userId: 3, date: '2026-05-04' },
        { userId: 3, date: '2026-06-01' },
      ],
      '2026-05-01',
      '2026-05-31',
    );
    expect(result.absences).toEqual([]);
    expect(result.rest_days).toEqual([
      { user_id: 3, date: '2026-05-04' },
      { user_id: 7, date: '2026-05-01' },
      { user_id: 7, date: '2026-05-02' },
    ]);
  });

  it('gives a day to the absence that starts first should two overlap, and orders by user and date', () => {
    const result = calendarDays(
      [absence(5, 9, 4, '2026-03-03', '2026-03-04'), absence(8, 2, 3, '2026-03-02', '2026-03-02'), absence(6, 9, 1, '2026-03-02', '2026-03-03')],
      [],
      '2026-03-01',
      '2026-03-31',
    );
    expect(result.absences).toEqual([
      { user_id: 2, date: '2026-03-02', absence_type_id: 3 },
      { user_id: 9, date: '2026-03-02', absence_type_id: 1 },
      { user_id: 9, date: '2026-03-03', absence_type_id: 1 },
      { user_id: 9, date: '2026-03-04', absence_type_id: 4 },
    ]);
  });
});
