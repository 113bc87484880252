import type { MyCalendarView, TeamCalendarView } from '@presently/contracts';
import { contrastRatio, TEXT_COLOR } from '../../shared/colors';
import { gridDaysOf, hiddenDaysOf, myCalendarEvents, periodOfRange, resourceRows, selectedPeriod, teamCalendarEvents, type Labels } from './calendarRules';

const labels: Labels = {
  absenceType: (id) => ({ 1: 'Vacation', 3: 'Sick leave', 11: 'Rest day' })[id] ?? 'Absence',
  status: (s) => s,
  presenceType: (id) => ({ 1: 'Work', 2: 'Paid Break', 3: 'Private exit', 5: 'Field work' })[id] ?? '?',
  restDay: 'Rest day',
  switchedDay: (d) => `Switched (${d})`,
};

const myView = (over: Partial<MyCalendarView> = {}): MyCalendarView => ({
  from: '2026-11-30',
  to: '2027-01-10',
  timezone: 'Europe/Skopje',
  work_days: [1, 2, 3, 4, 5],
  absences: [],
  rest_days: [],
  switched_days: [],
  holidays: [],
  presence: [],
  balance: [],
  ...over,
});

describe('the period a view asks for', () => {
  it('turns a month view’s visible range (end exclusive) into both ends included', () => {
    expect(periodOfRange(new Date(2026, 10, 30), new Date(2027, 0, 11))).toEqual({ from: '2026-11-30', to: '2027-01-10' });
  });

  it('never asks for more than 93 days', () => {
    expect(periodOfRange(new Date(2026, 0, 1), new Date(2026, 11, 31))).toEqual({ from: '2026-01-01', to: '2026-04-03' });
  });

  it('gives the request form the selected days, the last one included', () => {
    expect(selectedPeriod(new Date(2026, 11, 28), new Date(2026, 11, 30))).toEqual(['2026-12-28', '2026-12-29']);
    expect(selectedPeriod(new Date(2026, 11, 31), new Date(2027, 0, 1))).toEqual(['2026-12-31', '2026-12-31']);
  });
});

describe('my calendar’s events', () => {
  it('colours worked time by presence type and labels it in hours', () => {
    const events = myCalendarEvents(myView({ presence: [{ date: '2026-12-01', worked_minutes: 510, by_type: [{ presence_type_id: 1, minutes: 450 }, { presence_type_id: 5, minutes: 60 }] }] }), labels);
    expect(events.map((e) => e.title)).toEqual(['Work 7:30', 'Field work 1:00']);
    // Field work's purple carries white text as it is; Work's #2786fb carries neither white nor dark
    // text at 4.5:1, so its event is a deeper blue with white text.
    expect(events[1]).toMatchObject({ color: '#8e44ad', contrastColor: '#ffffff' });
    expect(events[0].color).not.toBe('#2786fb');
    expect(contrastRatio(events[0].color!, events[0].contrastColor!)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes every labelled event’s text readably on its colour, dark on light colours', () => {
    const events = myCalendarEvents(
      myView({ presence: [{ date: '2026-12-01', worked_minutes: 60, by_type: [{ presence_type_id: 3, minutes: 30 }, { presence_type_id: 2, minutes: 30 }] }] }),
      labels,
    );
    expect(events.map((e) => [e.title, e.color, e.contrastColor])).toEqual([
      ['Private exit 0:30', '#ffb822', TEXT_COLOR],
      ['Paid Break 0:30', '#1dc9b7', TEXT_COLOR],
    ]);
  });

  it('draws a pending absence differently from an approved one, to the day after its end (exclusive)', () => {
    const events = myCalendarEvents(
      myView({
        absences: [
          { id: 1, user_id: 5, absence_type_id: 1, status: 'approved', start_date: '2026-12-28', end_date: '2026-12-31', half_day: false, dates: [] },
          { id: 2, user_id: 5, absence_type_id: 3, status: 'pending', start_date: '2027-01-05', end_date: '2027-01-05', half_day: false, dates: [] },
        ],
      }),
      labels,
    );
    expect(events.map((e) => [e.title, e.start, e.end, e.className])).toEqual([
      ['Vacation · approved', '2026-12-28', '2027-01-01', 'cal-absence cal-granted'],
      ['Sick leave · pending', '2027-01-05', '2027-01-06', 'cal-absence cal-pending'],
    ]);
  });

  it('shades rest days and holidays, and names a switched day with the day worked', () => {
    const events = myCalendarEvents(
      myView({
        rest_days: ['2026-12-04'],
        holidays: [{ id: 9, date: '2026-12-08', description: 'St. Clement', type: 'public' }],
        switched_days: [{ request_id: 4, date: '2026-12-24', worked_on: '2026-12-19', status: 'approved' }],
      }),
      labels,
    );
    expect(events.filter((e) => e.display === 'background').map((e) => [e.extendedProps.kind, e.start])).toEqual([
      ['rest', '2026-12-04'],
      ['holiday', '2026-12-08'],
    ]);
    expect(events.find((e) => e.extendedProps.kind === 'switched')?.title).toBe('Switched (2026-12-19) · approved');
    expect(events.find((e) => e.id === 'holiday-9')?.title).toBe('St. Clement');
  });
});

const team = (over: Partial<TeamCalendarView> = {}): TeamCalendarView => ({
  from: '2026-12-01',
  to: '2026-12-31',
  timezone: 'Europe/Skopje',
  scope: 'team',
  people: [
    { user_id: 1, full_name: 'Ana', team_id: 1, department_id: 1, user_color: '#000000' },
    { user_id: 2, full_name: 'Boris', team_id: 1, department_id: 1, user_color: '#000000' },
  ],
  absences: [],
  holidays: [],
  departments: [],
  teams: [],
  ...over,
});

describe('the team calendar', () => {
  it('titles who is out by name and type, and says when a request still waits', () => {
    const events = teamCalendarEvents(
      team({
        absences: [
          { id: 1, user_id: 1, absence_type_id: 1, status: 'approved', start_date: '2026-12-07', end_date: '2026-12-08', half_day: false, dates: [] },
          { id: 2, user_id: 2, absence_type_id: 3, status: 'pending', start_date: '2026-12-09', end_date: '2026-12-09', half_day: false, dates: [] },
        ],
      }),
      labels,
    );
    expect(events.map((e) => e.title)).toEqual(['Ana · Vacation', 'Boris · Sick leave (pending)']);
  });

  it('fills the people × days grid with each absence, cut to the month; a rest-day request fills only its days', () => {
    const rows = resourceRows(
      team({
        absences: [
          { id: 1, user_id: 1, absence_type_id: 1, status: 'approved', start_date: '2026-11-28', end_date: '2026-12-02', half_day: false, dates: [] },
          { id: 2, user_id: 2, absence_type_id: 11, status: 'pending', start_date: '2026-12-04', end_date: '2026-12-11', half_day: false, dates: ['2026-12-04', '2026-12-11'] },
          { id: 3, user_id: 99, absence_type_id: 1, status: 'approved', start_date: '2026-12-01', end_date: '2026-12-01', half_day: false, dates: [] },
        ],
      }),
    );
    expect(rows.map((r) => [r.name, [...r.cells.keys()]])).toEqual([
      ['Ana', ['2026-12-01', '2026-12-02']],
      ['Boris', ['2026-12-04', '2026-12-11']],
    ]);
    expect(rows[1].cells.get('2026-12-04')).toEqual({ absenceTypeId: 11, status: 'pending' });
  });
});

describe('weekends in the calendars (the week tables’ rule)', () => {
  const OFF = { show_saturday: false, show_sunday: false };
  // 05-Dec-2026 is a Saturday, 06-Dec-2026 a Sunday.
  const worked = (date: string) => myCalendarEvents(myView({ presence: [{ date, worked_minutes: 60, by_type: [{ presence_type_id: 1, minutes: 60 }] }] }), labels);

  it('hides Saturday and Sunday (FullCalendar’s 6 and 0) unless the company shows them', () => {
    expect(hiddenDaysOf(OFF, [])).toEqual([6, 0]);
    expect(hiddenDaysOf({ show_saturday: true, show_sunday: false }, [])).toEqual([0]);
    expect(hiddenDaysOf({ show_saturday: false, show_sunday: true }, [])).toEqual([6]);
    expect(hiddenDaysOf({ show_saturday: true, show_sunday: true }, [])).toEqual([]);
  });

  it('shows a weekend day that holds presence, as the week tables do; an absence or holiday does not', () => {
    expect(hiddenDaysOf(OFF, worked('2026-12-05'))).toEqual([0]);
    expect(hiddenDaysOf(OFF, worked('2026-12-06'))).toEqual([6]);
    const holidayOnSunday = myCalendarEvents(myView({ holidays: [{ id: 1, date: '2026-12-06', description: 'Feast', type: 'public' }] }), labels);
    expect(hiddenDaysOf(OFF, holidayOnSunday)).toEqual([6, 0]);
  });

  it('gives the people × days grid the working days only, or every day', () => {
    expect(gridDaysOf('2026-12-01', '2026-12-08', OFF)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08']);
    expect(gridDaysOf('2026-12-01', '2026-12-08', { show_saturday: true, show_sunday: false })).toContain('2026-12-05');
    expect(gridDaysOf('2026-12-01', '2026-12-08', { show_saturday: true, show_sunday: true })).toHaveLength(8);
  });
});
